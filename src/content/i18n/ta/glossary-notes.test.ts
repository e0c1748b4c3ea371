// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../glossary';
import { tamilGlossaryNotes } from './glossary-notes';

describe('the Tamil glossary', () => {
  it('writes every term it does not keep in Latin letters in Tamil script only', () => {
    const other = GLOSSARY.filter((entry) => entry.usage !== 'kept')
      .filter((entry) => !/^[\u0B80-\u0BFF]+(?:[ ,-]+[\u0B80-\u0BFF]+)*$/.test(entry.terms.ta))
      .map((entry) => `${entry.en}: ${entry.terms.ta}`);
    expect(other).toEqual([]);
  });

  it('notes only terms the glossary has, with a usage only where Tamil differs', () => {
    const entries = new Map(GLOSSARY.map((entry) => [entry.en, entry]));
    const wrong = Object.entries(tamilGlossaryNotes).flatMap(([en, { usage }]) => {
      const entry = entries.get(en);
      if (!entry) return [`${en}: not in the glossary`];
      return usage === entry.usage ? [`${en}: the entry says ${usage} already`] : [];
    });
    expect(wrong).toEqual([]);
  });
});

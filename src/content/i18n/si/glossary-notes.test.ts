// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../glossary';
import { sinhalaGlossaryNotes } from './glossary-notes';

describe('the Sinhala glossary', () => {
  it('writes every term it does not keep in Latin letters in Sinhala script only', () => {
    const other = GLOSSARY.filter((entry) => entry.usage !== 'kept')
      .filter(
        (entry) =>
          !/^[\u0D80-\u0DFF\u200D]+(?:[ ,-]+[\u0D80-\u0DFF\u200D]+)*$/.test(entry.terms.si),
      )
      .map((entry) => `${entry.en}: ${entry.terms.si}`);
    expect(other).toEqual([]);
  });

  it('notes only terms the glossary has, with a usage only where Sinhala differs', () => {
    const entries = new Map(GLOSSARY.map((entry) => [entry.en, entry]));
    const wrong = Object.entries(sinhalaGlossaryNotes).flatMap(([en, { usage }]) => {
      const entry = entries.get(en);
      if (!entry) return [`${en}: not in the glossary`];
      return usage === entry.usage ? [`${en}: the entry says ${usage} already`] : [];
    });
    expect(wrong).toEqual([]);
  });
});

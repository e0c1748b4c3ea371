import { describe, expect, it } from 'vitest';
import { CAREER_COPY } from '../../../content/page-copy';
import { OPEN_POSITIONS } from '../../../content/positions';
import { messageFor, typeInto } from './apply-message';

const [chemist, officer] = OPEN_POSITIONS as [
  (typeof OPEN_POSITIONS)[0],
  (typeof OPEN_POSITIONS)[0],
];
const line = (p: typeof chemist) => CAREER_COPY.applyingFor(p.title, p.location);

describe('the message of an application for a listed position', () => {
  it('is the position line alone when the visitor has written nothing', () => {
    expect(messageFor(chemist, '')).toBe(line(chemist));
    expect(line(chemist)).toContain('QC Chemist');
  });

  it('keeps what the visitor wrote below the position line', () => {
    expect(messageFor(chemist, 'Five years at a paint plant.')).toBe(
      `${line(chemist)}\n\nFive years at a paint plant.`,
    );
  });

  it("names the position in the page's language when given its line", () => {
    const marathi = (p: typeof chemist) => `${p.id} साठी अर्ज`;
    const first = messageFor(chemist, 'मार्चपासून उपलब्ध.', marathi);
    expect(first).toBe(`${chemist.id} साठी अर्ज\n\nमार्चपासून उपलब्ध.`);
    expect(messageFor(officer, first, marathi)).toBe(`${officer.id} साठी अर्ज\n\nमार्चपासून उपलब्ध.`);
  });

  it('replaces a position chosen before instead of adding a second one', () => {
    const first = messageFor(chemist, 'Available from March.');
    expect(messageFor(officer, first)).toBe(`${line(officer)}\n\nAvailable from March.`);
    expect(messageFor(chemist, messageFor(chemist, ''))).toBe(line(chemist));
  });
});

describe('typeInto', () => {
  it('sets the value and fires input, as typing does', () => {
    const field = document.createElement('textarea');
    const seen: string[] = [];
    field.addEventListener('input', () => seen.push(field.value));
    typeInto(field, 'Hello');
    expect(field.value).toBe('Hello');
    expect(seen).toEqual(['Hello']);
  });
});

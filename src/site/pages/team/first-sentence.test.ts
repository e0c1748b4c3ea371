import { describe, expect, it } from 'vitest';
import { firstSentence } from './first-sentence';

describe('firstSentence', () => {
  it('keeps the text up to the end of its first sentence', () => {
    expect(firstSentence('Anil joined in 1996. He now leads audits.')).toBe('Anil joined in 1996.');
  });

  it('does not stop at a full stop inside a number or an abbreviation without a space', () => {
    expect(firstSentence('Rods of 1.5 mm run faster. Second.')).toBe('Rods of 1.5 mm run faster.');
  });

  it('gives back a text with no sentence end whole', () => {
    expect(firstSentence('  No full stop here ')).toBe('No full stop here');
  });
});

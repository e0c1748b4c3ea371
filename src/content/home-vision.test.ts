import { describe, expect, it } from 'vitest';
import { VISION } from './home';

describe('the vision bars', () => {
  it('keep the values 80, 90, 70 and 95 % in that order', () => {
    expect(VISION.bars.map((bar) => bar.value)).toEqual([80, 90, 70, 95]);
  });

  it('label shares of something counted, never a percentage of a quality', () => {
    for (const { label } of VISION.bars) {
      expect(label).not.toMatch(/consisten|quality|satisf|growth|excellen|trust/i);
      expect(label).toMatch(/^(Orders|Enquiries|Process water|Customers|Shipments)\b/);
    }
  });
});

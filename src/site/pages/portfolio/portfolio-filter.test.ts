import { describe, expect, it } from 'vitest';
import { PORTFOLIO_CATEGORIES, PORTFOLIO_PROJECTS, projectsIn } from '../../../content/portfolio';
import { ENTRY_ANIMATIONS, filterChoices, pickEntryAnimation } from './portfolio-filter';

describe('portfolio filter', () => {
  it("offers 'All' and then each distinct category once", () => {
    expect(filterChoices(PORTFOLIO_PROJECTS)).toEqual(['All', ...PORTFOLIO_CATEGORIES]);
    expect(filterChoices([])).toEqual(['All']);
  });

  it('shows every project under All and two in each category', () => {
    expect(projectsIn('All')).toHaveLength(6);
    for (const category of PORTFOLIO_CATEGORIES) {
      const shown = projectsIn(category);
      expect(shown).toHaveLength(2);
      expect(shown.every((project) => project.category === category)).toBe(true);
    }
  });

  it('picks slideIn, fadeIn or scaleUp, each for a third of the random range', () => {
    expect(ENTRY_ANIMATIONS).toEqual(['slideIn', 'fadeIn', 'scaleUp']);
    expect(pickEntryAnimation(() => 0)).toBe('slideIn');
    expect(pickEntryAnimation(() => 0.34)).toBe('fadeIn');
    expect(pickEntryAnimation(() => 0.67)).toBe('scaleUp');
    expect(pickEntryAnimation(() => 0.999999)).toBe('scaleUp');
  });

  it('stays within the three for any value the random source gives', () => {
    for (const value of [-1, 1, 5, Number.NaN]) {
      expect(ENTRY_ANIMATIONS).toContain(pickEntryAnimation(() => value));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../../../content/products';
import { readPicked, shownGrades, togglePicked, writePicked } from './picked-grades';

const read = (query: string) => readPicked(new URLSearchParams(query));

describe('the grades the comparison shows', () => {
  it('reads known grade ids from ?grades=, in catalogue order, each once, four at most', () => {
    expect(read('grades=pta-based,isophthalic')).toEqual(['isophthalic', 'pta-based']);
    expect(read('grades=isophthalic,nothing,isophthalic')).toEqual(['isophthalic']);
    expect(read('grades=' + PRODUCTS.map((product) => product.id).join(','))).toHaveLength(4);
    expect(read('')).toEqual([]);
    expect(read('grades=')).toEqual([]);
  });

  it('writes the choice back with literal commas, and nothing for none', () => {
    expect(writePicked(['isophthalic', 'pta-based'])).toBe('grades=isophthalic,pta-based');
    expect(writePicked([])).toBe('');
  });

  it('picks and unpicks a grade, keeping catalogue order', () => {
    expect(togglePicked(['pta-based'], 'isophthalic')).toEqual(['isophthalic', 'pta-based']);
    expect(togglePicked(['isophthalic', 'pta-based'], 'isophthalic')).toEqual(['pta-based']);
  });

  it('shows every grade until two are picked, then only those picked', () => {
    expect(shownGrades([])).toHaveLength(PRODUCTS.length);
    expect(shownGrades(['isophthalic'])).toHaveLength(PRODUCTS.length);
    expect(shownGrades(['pta-based', 'isophthalic']).map((product) => product.id)).toEqual([
      'isophthalic',
      'pta-based',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  parseAttribute,
  parseBoolean,
  parseEnum,
  parseList,
  parseString,
  propertyName,
  readAttributes,
} from './attributes';
import { loaderOrigin } from './loader-origin';

describe('boolean attributes', () => {
  it('counts a bare attribute (enquire="") as on', () => {
    expect(parseBoolean('')).toBe(true);
  });
  it('counts an absent attribute as off', () => {
    expect(parseBoolean(null)).toBe(false);
  });
  it('counts enquire="false" as off, as templating tools write it', () => {
    expect(parseBoolean('false')).toBe(false);
    expect(parseBoolean(' FALSE ')).toBe(false);
  });
  it('counts any other value as on', () => {
    expect(parseBoolean('enquire')).toBe(true);
    expect(parseBoolean('true')).toBe(true);
  });
});

describe('comma lists', () => {
  it('splits, trims and drops empty items', () => {
    expect(parseList(' marine, manhole ,, smc ,')).toEqual(['marine', 'manhole', 'smc']);
  });
  it('keeps the given order', () => {
    expect(parseList('smc,button,marine')).toEqual(['smc', 'button', 'marine']);
  });
  it('means no filter when absent, empty or only commas', () => {
    expect(parseList(null)).toBeUndefined();
    expect(parseList('')).toBeUndefined();
    expect(parseList(' , ,')).toBeUndefined();
  });
});

describe('string and enum attributes', () => {
  it('falls back to the default when absent or blank', () => {
    expect(parseString(null, 'https://resins.example')).toBe('https://resins.example');
    expect(parseString('  ', 'https://resins.example')).toBe('https://resins.example');
    expect(parseString('Marine', '')).toBe('Marine');
  });
  it('accepts a known value in any case and falls back for an unknown one', () => {
    const tabs = ['unsaturated', 'gelcoat', 'optical'] as const;
    expect(parseEnum('Gelcoat', tabs, 'unsaturated')).toBe('gelcoat');
    expect(parseEnum('epoxy', tabs, 'unsaturated')).toBe('unsaturated');
    expect(parseEnum(null, tabs, 'unsaturated')).toBe('unsaturated');
  });
});

describe('origin attributes', () => {
  it('takes a given origin and falls back to where the widget code came from', () => {
    expect(parseAttribute({ type: 'origin' }, ' https://gateway.example ')).toBe(
      'https://gateway.example',
    );
    // Under test the code comes from a file: URL, which gives no origin: the page's is used.
    expect(parseAttribute({ type: 'origin' }, null)).toBe(loaderOrigin());
    expect(parseAttribute({ type: 'origin' }, '')).toBe(loaderOrigin());
  });
});

describe('readAttributes()', () => {
  it('reads every declared attribute of an element by its spec', () => {
    const element = document.createElement('div');
    element.setAttribute('slugs', 'marine,smc');
    element.setAttribute('enquire', '');
    const parsed = readAttributes(element, {
      slugs: { type: 'list' },
      enquire: { type: 'boolean' },
      'api-base': { type: 'string', default: 'https://resins.example' },
    });
    expect(parsed).toEqual({
      slugs: ['marine', 'smc'],
      enquire: true,
      'api-base': 'https://resins.example',
    });
  });
});

describe('property names', () => {
  it('turns a kebab-case attribute into its camelCase property', () => {
    expect(propertyName('api-base')).toBe('apiBase');
    expect(propertyName('slugs')).toBe('slugs');
  });
});

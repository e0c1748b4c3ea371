// The form labels' translations live in src/content/i18n, which may not read this room; here,
// where both are in reach, each is checked against FIELD_LABELS key for key.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FieldLabelsText } from '../content/i18n/en/field-labels';
import { LANGUAGE_STATUS, TRANSLATED_LANGUAGES } from '../content/i18n/languages';
import { FIELD_LABEL_TRANSLATIONS } from '../content/i18n/registry';
import { catalogueProblems } from '../../testing/content/catalogue-check';
import { FIELD_LABELS } from './field-labels';

describe('the form labels in every language', () => {
  it('name the same fields as FIELD_LABELS (a type check)', () => {
    expectTypeOf<keyof FieldLabelsText>().toEqualTypeOf<keyof typeof FIELD_LABELS>();
  });

  it.each(TRANSLATED_LANGUAGES)('mirror FIELD_LABELS in %s', async (language) => {
    const load = FIELD_LABEL_TRANSLATIONS[language];
    if (!load) {
      expect(LANGUAGE_STATUS[language]).toBe('pending');
      return;
    }
    const { fieldLabels } = await load();
    const where = `${language}/field-labels`;
    expect(catalogueProblems(FIELD_LABELS, fieldLabels, where, { kept: [] })).toEqual([]);
  });
});

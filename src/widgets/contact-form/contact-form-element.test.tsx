import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldLabels as hindiLabels } from '../../content/i18n/hi/field-labels';
import { formText as hindiText } from '../../content/i18n/hi/messages';
import { fieldLabels as tamilLabels } from '../../content/i18n/ta/field-labels';
import { formText as tamilText } from '../../content/i18n/ta/messages';
import { fieldLabels as marathiLabels } from '../../content/i18n/mr/field-labels';
import { FIELD_LABELS } from '../../submissions/field-labels';
import './contact-form-element';
import { until } from '../../../testing/unit/until';

// The element as a partner's page holds it: its words follow its `lang`, the page's and the
// browser's, and change in place. A unit test of the kit with a real form; the browser tests in
// e2e/ run every widget in every language.

function mount(html: string) {
  document.body.innerHTML = html;
  const element = document.querySelector('resin-contact-form')!;
  const inside = <T extends Element>(selector: string) =>
    element.shadowRoot?.querySelector<T>(selector) ?? null;
  return {
    element,
    nameInput: () => inside<HTMLInputElement>('input[name="name"]'),
    nameLabel: () => inside('label[for]')?.firstChild?.textContent,
    form: () => inside('form'),
    root: () => inside('[part="root"]'),
  };
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the contact form element in a language', () => {
  it('speaks the language of its lang attribute, and says so to screen readers', async () => {
    const view = mount('<div lang="en"><resin-contact-form lang="ta"></resin-contact-form></div>');
    await until(() => expect(view.nameLabel()).toBe(tamilLabels.name));
    expect(view.form()).toHaveAccessibleName(tamilText.contactForm);
    expect(view.root()).toHaveAttribute('lang', 'ta');
  });

  it('changes language in place when lang changes, keeping what the visitor typed', async () => {
    const view = mount('<resin-contact-form lang="ta"></resin-contact-form>');
    await until(() => expect(view.nameLabel()).toBe(tamilLabels.name));
    const input = view.nameInput()!;
    input.focus();
    // What a visitor's typing does: the value changes, then React hears the input event.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, 'Asha Patil');
    input.dispatchEvent(new Event('input', { bubbles: true }));

    view.element.setAttribute('lang', 'hi');
    await until(() => expect(view.nameLabel()).toBe(hindiLabels.name));
    // The same input, not a new one: its value and focus stay.
    expect(view.nameInput()).toBe(input);
    expect(input.value).toBe('Asha Patil');
    expect(view.element.shadowRoot?.activeElement).toBe(input);
    expect(view.form()).toHaveAccessibleName(hindiText.contactForm);
  });

  it("without its own lang follows the page's, and the page's changes; removing both gives the browser's", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en-GB']);
    const view = mount('<section lang="mr"><resin-contact-form></resin-contact-form></section>');
    await until(() => expect(view.nameLabel()).toBe(marathiLabels.name));
    document.querySelector('section')!.setAttribute('lang', 'hi');
    await until(() => expect(view.nameLabel()).toBe(hindiLabels.name));
    document.querySelector('section')!.removeAttribute('lang');
    await until(() => expect(view.nameLabel()).toBe(FIELD_LABELS.name));
    expect(view.root()).toHaveAttribute('lang', 'en');
  });
});

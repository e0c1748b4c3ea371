import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@testing-library/jest-dom/vitest';
import { useFormLocale } from '../../forms/kit/form-locale';
import { useLang } from '../../ui/i18n/language';
import { formatNumber } from '../../ui/i18n/locale';
import { createResinElement } from './create-resin-element';
import { emit } from './emit';
import { LANG_ATTRIBUTE } from './widget-language';

const TestWidget = createResinElement(
  {
    attributes: {
      application: { type: 'string', default: 'none' },
      'api-base': { type: 'string', default: 'https://resins.example' },
      enquire: { type: 'boolean' },
      slugs: { type: 'list' },
    },
  },
  '.probe { color: rgb(1, 2, 3); }',
  ({ application, 'api-base': apiBase, enquire, slugs }, host) => (
    <button
      className="probe"
      type="button"
      onClick={() => emit(host, 'resin-submitted', { form: 'inquiry', id: 'application.1' })}
    >
      {[application, apiBase, enquire ? 'enquire' : 'plain', slugs?.join('+') ?? 'all'].join('|')}
    </button>
  ),
);
customElements.define('resin-test-widget', TestWidget);

type TestElement = HTMLElement & {
  application: string;
  apiBase: string;
  enquire: boolean;
  slugs: string[] | undefined;
};

function mount(html: string): TestElement {
  document.body.innerHTML = html;
  return document.body.querySelector('resin-test-widget') as TestElement;
}

/** The CSS in a shadow root: adopted sheets where supported, else a <style> element. */
function stylesOf(element: HTMLElement): string {
  const root = element.shadowRoot;
  const adopted = (root?.adoptedStyleSheets ?? []).flatMap((sheet) =>
    [...sheet.cssRules].map((rule) => rule.cssText),
  );
  return [...adopted, root?.querySelector('style')?.textContent ?? ''].join('\n');
}

const text = (element: HTMLElement) => element.shadowRoot?.querySelector('.probe')?.textContent;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a widget element', () => {
  it('renders inside an open shadow root with its own CSS, leaving the light DOM empty', async () => {
    const element = mount('<resin-test-widget application="Marine"></resin-test-widget>');
    await waitFor(() => expect(text(element)).toBe('Marine|https://resins.example|plain|all'));
    expect(stylesOf(element)).toMatch(/\.probe\s*\{\s*color: rgb\(1, 2, 3\);?\s*\}/);
    expect(element.shadowRoot?.querySelector('[part="root"]')).not.toBeNull();
    expect(element.childNodes).toHaveLength(0);
  });

  it('follows an attribute change live', async () => {
    const element = mount('<resin-test-widget application="Marine"></resin-test-widget>');
    await waitFor(() => expect(text(element)).toContain('Marine|'));
    element.setAttribute('application', 'Car Putty');
    await waitFor(() => expect(text(element)).toContain('Car Putty|'));
  });

  it('returns to the default when an attribute is removed', async () => {
    const element = mount(
      '<resin-test-widget application="Marine" api-base="https://gateway.example"></resin-test-widget>',
    );
    await waitFor(() => expect(text(element)).toBe('Marine|https://gateway.example|plain|all'));
    element.removeAttribute('application');
    element.removeAttribute('api-base');
    await waitFor(() => expect(text(element)).toBe('none|https://resins.example|plain|all'));
  });

  it('treats a bare boolean attribute as on and its removal as off', async () => {
    const element = mount('<resin-test-widget enquire></resin-test-widget>');
    await waitFor(() => expect(text(element)).toContain('|enquire|'));
    element.removeAttribute('enquire');
    await waitFor(() => expect(text(element)).toContain('|plain|'));
    element.setAttribute('enquire', 'false');
    element.setAttribute('slugs', 'smc, marine');
    await waitFor(() => expect(text(element)).toContain('|plain|smc+marine'));
  });

  it('offers camelCase properties that write and read the attributes', async () => {
    const element = mount('<resin-test-widget></resin-test-widget>');
    element.apiBase = 'https://gateway.example';
    element.enquire = true;
    element.slugs = ['marine', 'smc'];
    expect(element.getAttribute('api-base')).toBe('https://gateway.example');
    expect(element.getAttribute('enquire')).toBe('');
    expect(element.getAttribute('slugs')).toBe('marine,smc');
    expect(element.enquire).toBe(true);
    expect(element.slugs).toEqual(['marine', 'smc']);
    await waitFor(() =>
      expect(text(element)).toBe('none|https://gateway.example|enquire|marine+smc'),
    );
    element.enquire = false;
    expect(element.hasAttribute('enquire')).toBe(false);
  });

  it('keeps a property a script set before the tag was defined', async () => {
    document.body.innerHTML = '<resin-late-widget></resin-late-widget>';
    const early = document.body.querySelector('resin-late-widget') as TestElement;
    early.application = 'Solid Surface';
    customElements.define(
      'resin-late-widget',
      createResinElement(
        { attributes: { application: { type: 'string', default: 'none' } } },
        '',
        ({ application }) => <p className="probe">{application}</p>,
      ),
    );
    await waitFor(() => expect(text(early)).toBe('Solid Surface'));
    expect(early.getAttribute('application')).toBe('Solid Surface');
  });

  it('lets go of its content when removed from the page and draws it again when put back', async () => {
    const element = mount('<resin-test-widget application="Marine"></resin-test-widget>');
    await waitFor(() => expect(text(element)).toContain('Marine|'));
    element.remove();
    await waitFor(() => expect(element.shadowRoot?.querySelector('.probe')).toBeNull());
    element.setAttribute('application', 'Car Putty');
    document.body.append(element);
    await waitFor(() => expect(text(element)).toContain('Car Putty|'));
    expect(element.shadowRoot?.querySelectorAll('.probe')).toHaveLength(1);
  });

  it('sends its events from the element itself to the page', async () => {
    const element = mount('<resin-test-widget></resin-test-widget>');
    await waitFor(() => expect(text(element)).toBeTruthy());
    const targets: EventTarget[] = [];
    document.addEventListener('resin-submitted', (event) => targets.push(event.target!), {
      once: true,
    });
    element.shadowRoot?.querySelector<HTMLButtonElement>('.probe')?.click();
    expect(targets).toEqual([element]);
  });
});

/** What a widget's parts learn of their language: the language, and the locale for figures. */
function LanguageProbe() {
  const lang = useLang();
  return (
    <p className="probe">{`${lang} ${useFormLocale()} ${formatNumber(useFormLocale(), 1234567)}`}</p>
  );
}

customElements.define(
  'resin-language-widget',
  createResinElement({ attributes: { lang: LANG_ATTRIBUTE } }, '', () => <LanguageProbe />),
);

describe("a widget element's language", () => {
  it('is given to its parts, with the Sri Lankan way of writing figures on a ta-LK page', async () => {
    document.body.innerHTML =
      '<div lang="ta-LK"><resin-language-widget></resin-language-widget></div>' +
      '<resin-language-widget lang="ta"></resin-language-widget>';
    const [lanka, india] = [...document.querySelectorAll<HTMLElement>('resin-language-widget')];
    await waitFor(() => expect(text(lanka!)).toBe('ta si-LK-u-nu-latn 1,234,567'));
    await waitFor(() => expect(text(india!)).toBe('ta ta-IN-u-nu-latn 12,34,567'));
    expect(lanka!.shadowRoot?.querySelector('[part="root"]')).toHaveAttribute('lang', 'ta');
  });

  it('changes in place: the same elements, in the new language', async () => {
    document.body.innerHTML = '<resin-language-widget lang="hi"></resin-language-widget>';
    const element = document.body.querySelector<HTMLElement>('resin-language-widget')!;
    await waitFor(() => expect(text(element)).toMatch(/^hi /));
    const probe = element.shadowRoot?.querySelector('.probe');
    element.setAttribute('lang', 'si');
    await waitFor(() => expect(text(element)).toBe('si si-LK-u-nu-latn 1,234,567'));
    expect(element.shadowRoot?.querySelector('.probe')).toBe(probe);
    element.removeAttribute('lang');
    await waitFor(() => expect(text(element)).toMatch(/^en en-IN /));
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageKey, watchLanguage, widgetLanguage } from './widget-language';

/** A page fragment; returns the element marked `data-widget`. */
function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector<HTMLElement>('[data-widget]')!;
}

/** The browser's languages, as navigator.languages reports them. */
const browserSpeaks = (...languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('lang');
  vi.restoreAllMocks();
});

describe("a widget's language", () => {
  it('is its own lang attribute first, whatever the page and the browser speak', () => {
    browserSpeaks('hi-IN');
    const widget = page('<div lang="en"><x-widget data-widget lang="mr"></x-widget></div>');
    expect(widgetLanguage(widget)).toEqual({ lang: 'mr', region: undefined });
  });

  it('else the nearest lang on the page around it, before the browser', () => {
    browserSpeaks('hi-IN');
    document.documentElement.lang = 'en';
    const widget = page('<section lang="ta"><p><x-widget data-widget></x-widget></p></section>');
    expect(widgetLanguage(widget).lang).toBe('ta');
  });

  it("else the nearest lang beyond the shadow root it sits in, on the host page's element", () => {
    browserSpeaks('en-GB');
    const outer = page('<div lang="si"><x-host data-widget></x-host></div>');
    const root = outer.attachShadow({ mode: 'open' });
    root.innerHTML = '<div><x-widget></x-widget></div>';
    expect(widgetLanguage(root.querySelector('x-widget')!).lang).toBe('si');
  });

  it("else the first of the browser's languages the widgets speak, else English", () => {
    browserSpeaks('fr-FR', 'hi-IN', 'ta');
    expect(widgetLanguage(page('<x-widget data-widget></x-widget>')).lang).toBe('hi');
    browserSpeaks('fr-FR', 'de');
    expect(widgetLanguage(page('<x-widget data-widget></x-widget>')).lang).toBe('en');
  });

  it('passes over a language it does not speak, and an empty lang, to the next', () => {
    browserSpeaks('mr-IN');
    const widget = page('<div lang="si"><x-widget data-widget lang="fr"></x-widget></div>');
    expect(widgetLanguage(widget).lang).toBe('si');
    const blank = page('<div lang=""><x-widget data-widget lang=" "></x-widget></div>');
    expect(widgetLanguage(blank).lang).toBe('mr');
  });

  it("takes the region from the tag that decided, else from the page's: Tamil on a Sri Lankan page", () => {
    browserSpeaks('en-US');
    expect(languageKey(page('<x-widget data-widget lang="ta-LK"></x-widget>'))).toBe('ta-LK');
    expect(languageKey(page('<x-widget data-widget lang="ta_lk"></x-widget>'))).toBe('ta-LK');
    expect(
      languageKey(page('<div lang="ta-LK"><x-widget data-widget lang="ta"></x-widget></div>')),
    ).toBe('ta-LK');
    expect(
      languageKey(page('<div lang="ta-Taml-IN"><x-widget data-widget></x-widget></div>')),
    ).toBe('ta-IN');
    expect(languageKey(page('<x-widget data-widget lang="hi"></x-widget>'))).toBe('hi');
  });
});

describe('watching the language', () => {
  // Mutation records are delivered in a microtask queued with the change itself.
  const delivered = () => Promise.resolve();

  it("hears the widget's own lang, an ancestor's, <html lang> and the browser's languages change", async () => {
    const widget = page('<div id="around"><x-widget data-widget></x-widget></div>');
    const notify = vi.fn();
    const stop = watchLanguage(widget, notify);
    widget.setAttribute('lang', 'hi');
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    document.getElementById('around')!.setAttribute('lang', 'mr');
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(2));
    document.documentElement.lang = 'ta';
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(3));
    window.dispatchEvent(new Event('languagechange'));
    expect(notify).toHaveBeenCalledTimes(4);

    // An unrelated attribute says nothing; after stop, nothing is heard.
    widget.setAttribute('title', 'x');
    await delivered();
    stop();
    widget.setAttribute('lang', 'si');
    window.dispatchEvent(new Event('languagechange'));
    await delivered();
    expect(notify).toHaveBeenCalledTimes(4);
  });
});

import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, type Lang } from '../../ui/i18n/language';
import { CaretIcon, GlobeIcon } from '../components/icons';
import { useSiteLanguage } from '../i18n/site-language';
import { useShellText } from '../i18n/site-words';

/**
 * The header's choice of language: 'Language: English', opening the five languages, each named
 * in its own script. Each is a link to the page in that language (a page not yet translated
 * links to that language's home page), so it works before the app runs and crawlers follow it;
 * the app instead stays on the page, remembers the choice and shows the page in it.
 */
export function LanguageChoice() {
  const { lang, hrefIn, choose } = useSiteLanguage();
  const { language } = useShellText();
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);

  // A press anywhere else closes the list, as a menu would.
  useEffect(() => {
    if (!open) return;
    const onPress = (event: PointerEvent) => {
      if (!boxRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPress);
    return () => document.removeEventListener('pointerdown', onPress);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    // The element's own state: the browser opens it before its toggle event updates ours.
    const box = boxRef.current;
    if (event.key !== 'Escape' || !box?.open) return;
    box.open = false;
    setOpen(false);
    summaryRef.current?.focus();
  };

  const pick = (event: MouseEvent<HTMLAnchorElement>, next: Lang) => {
    event.preventDefault();
    setOpen(false);
    // The list closes over the link: the choice's own control keeps the focus.
    summaryRef.current?.focus();
    choose(next);
  };

  return (
    <details
      ref={boxRef}
      className="language-choice"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={onKeyDown}
    >
      <summary ref={summaryRef} className="language-choice__summary">
        <GlobeIcon />
        <span className="language-choice__label">{language.label}:</span>{' '}
        <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
        <CaretIcon />
      </summary>
      <ul className="language-choice__list">
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a
              href={hrefIn(code)}
              hrefLang={code}
              lang={code}
              aria-current={code === lang ? 'true' : undefined}
              onClick={(event) => pick(event, code)}
            >
              {LANGUAGE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

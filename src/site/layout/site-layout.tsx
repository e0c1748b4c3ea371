import { useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { SITE_TEXT } from '../../content/site-text';
import { Footer } from './footer';
import { Header } from './header';
import { PageOutlet } from './page-outlet';
import { Preloader } from './preloader';
import { ScrollTop } from './scroll-top';
import { useScrollMemory } from './scroll-memory';
import { TopBar } from './top-bar';
import './site-layout.css';

/**
 * After a navigation started from the menu, focus would stay on the menu link and keep its
 * dropdown open; move it to the new page instead, which is also where a keyboard user wants it.
 */
function useFocusAfterNavigation(mainRef: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.closest('.site-header, .site-footer')) {
      mainRef.current?.focus({ preventScroll: true });
    }
  }, [location.key, mainRef]);
}

/** The shell of every main route. */
export function SiteLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useScrollMemory();
  useFocusAfterNavigation(mainRef);
  return (
    <>
      <a
        className="skip-link"
        href="#main-content"
        onClick={(event) => skipToMain(event, mainRef.current)}
      >
        {SITE_TEXT.skipToContent}
      </a>
      <Preloader />
      <TopBar />
      <Header />
      <main id="main-content" ref={mainRef} tabIndex={-1} className="site-main">
        <PageOutlet />
      </main>
      <Footer />
      <ScrollTop />
    </>
  );
}

// In a hash router '#main-content' would be read as a route, so the skip link moves focus itself.
function skipToMain(event: MouseEvent<HTMLAnchorElement>, main: HTMLElement | null) {
  event.preventDefault();
  main?.focus();
  main?.scrollIntoView();
}

export default SiteLayout;

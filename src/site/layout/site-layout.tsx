import { Suspense, lazy, useEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { useHref, useLocation } from 'react-router';
import { useSiteText } from '../i18n/site-words';
import { siteRouteFor } from '../site-routes';
import { Footer } from './footer';
import { Header } from './header';
import { PageOutlet } from './page-outlet';
import { Preloader } from './preloader';
import { ScrollTop } from './scroll-top';
import { useScrollMemory } from './scroll-memory';
import { TopBar } from './top-bar';
// The shell's styles, in cascade order: a later file may override an earlier one at equal
// specificity (social links in the top bar, the phone sizes of the header), so keep this order.
import './top-bar.css';
import './social-links.css';
import './header.css';
import './site-nav.css';
import './mobile-menu.css';
import './site-layout.css';
import './footer.css';
import './footer-gallery.css';
import './preloader.css';
import './scroll-top.css';

// The alternate footer is only on template-derived pages: it stays out of the code every page
// downloads first, and follows the page that needs it (nothing above it moves when it arrives).
const AltFooter = lazy(() =>
  import('./alt-footer').then(({ AltFooter }) => ({ default: AltFooter })),
);

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

/**
 * The shell of every route. The company's own pages close with the main footer; the template's
 * pages (the alternate homes, services and the other pages the template brought) with the
 * alternate one.
 */
export function SiteLayout() {
  const { siteText } = useSiteText();
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // The page's own address with the anchor: the document's base is the site's root, where a
  // bare '#main-content' would lead before the app runs.
  const skipHref = useHref('#main-content');
  const layout = siteRouteFor(pathname)?.layout ?? 'main';
  useScrollMemory();
  useFocusAfterNavigation(mainRef);
  return (
    <>
      <a
        className="skip-link"
        href={skipHref}
        onClick={(event) => skipToMain(event, mainRef.current)}
      >
        {siteText.skipToContent}
      </a>
      <Preloader />
      <TopBar />
      <Header />
      <main id="main-content" ref={mainRef} tabIndex={-1} className="site-main">
        <PageOutlet />
      </main>
      {layout === 'main' ? (
        <Footer />
      ) : (
        <Suspense fallback={null}>
          <AltFooter />
        </Suspense>
      )}
      <ScrollTop />
    </>
  );
}

// The skip link moves focus itself: following the anchor would be a navigation for the router.
function skipToMain(event: MouseEvent<HTMLAnchorElement>, main: HTMLElement | null) {
  event.preventDefault();
  main?.focus();
  main?.scrollIntoView();
}

export default SiteLayout;

// @vitest-environment node
// The build will prerender every static route to HTML in Node, where there is no window or
// document: these pages must render there, reading the browser only in effects and handlers.
import { describe, expect, it } from 'vitest';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter, Route, Routes } from 'react-router';
import { APPLICATIONS } from '../content/applications';
import { ALT_FOOTER_TEXT } from '../content/alt-footer';
import { AltFooter } from './layout/alt-footer';
import { loadPage } from './page-loader';
import { siteRouteFor } from './site-routes';

async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let text = '';
  for await (const chunk of prelude) text += String(chunk);
  return text;
}

/** The route's page as the router would show it, rendered to static HTML without a DOM. */
async function renderRoute(pathname: string): Promise<string> {
  const route = siteRouteFor(pathname);
  if (!route) throw new Error(`No route for ${pathname}`);
  const Page = (await loadPage(route.page)).default;
  return html(
    <MemoryRouter initialEntries={[pathname]}>
      <Routes>
        <Route path={route.path} element={<Page variant={route.variant} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const ROUTES = [
  '/home-2',
  '/home-3',
  '/about-1',
  '/about-2',
  '/service-1',
  '/service-2',
  '/service-details',
  '/service-single',
  `/application/${APPLICATIONS[0]!.slug}`,
  '/application/no-such-application',
];

describe('company pages without a browser', () => {
  it('has no window or document here, as in the prerender', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(ROUTES)('renders %s to HTML with exactly one h1', async (pathname) => {
    const page = await renderRoute(pathname);
    expect(page.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it("lays out the sliders' cards per view in CSS, with no window to measure", async () => {
    const page = await renderRoute('/service-1');
    expect(page).toContain(
      '.card-slider.testimonials-carousel{--card-slider-per-view:1}@media (min-width:768px)' +
        '{.card-slider.testimonials-carousel{--card-slider-per-view:2}}',
    );
  });

  it('renders the alternate footer with its consultation banner', async () => {
    const footer = await html(
      <MemoryRouter>
        <AltFooter />
      </MemoryRouter>,
    );
    expect(footer).toContain(ALT_FOOTER_TEXT.heading);
  });
});

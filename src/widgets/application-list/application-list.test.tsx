import { render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { APPLICATIONS } from '../../content/applications';
import { CATALOGUE_TEXT } from '../../content/messages';
import { PRODUCTS } from '../../content/products';
import { gradesOfType } from '../../content/resin-grades';
import { loadAreas } from '../../ui/i18n/areas';
import { LanguageProvider } from '../../ui/i18n/language';
import { AssetRoot } from '../kit/asset-url';
import { ApplicationList } from './application-list';

// content.test.ts pins APPLICATIONS to the spec's slugs and order; the list renders them all.
const SLUGS = APPLICATIONS.map((a) => a.slug);

function entries() {
  return screen.getAllByRole('article');
}

function bySlug(slug: string) {
  const app = APPLICATIONS.find((a) => a.slug === slug);
  if (!app) throw new Error(`no application ${slug}`);
  return app;
}

describe('ApplicationList', () => {
  it('renders the 15 applications, each an article whose id is its slug', () => {
    render(<ApplicationList />);
    const articles = entries();
    expect(articles).toHaveLength(15);
    expect(articles.map((a) => a.id)).toEqual(SLUGS);
  });

  it('names each entry by its heading and shows its description and a sized image', () => {
    render(<ApplicationList />);
    const marine = bySlug('marine');
    const article = screen.getByRole('article', { name: marine.service_name });
    expect(article.id).toBe('marine');
    expect(within(article).getByRole('heading', { level: 2 })).toHaveTextContent('Marine');
    expect(within(article).getByText(marine.service_description)).toBeInTheDocument();
    const img = within(article).getByRole('img');
    expect(img).toHaveAttribute('alt', marine.src.alt);
    expect(img).toHaveAttribute('width', String(marine.src.width));
    expect(img).toHaveAttribute('height', String(marine.src.height));
  });

  it("uses the spec's spelling 'Vaccum Infusion'", () => {
    render(<ApplicationList slugs={['vaccuminfusion']} />);
    expect(screen.getByRole('heading', { name: 'Vaccum Infusion' })).toBeInTheDocument();
  });

  it('lists suitable resin types with a check and unsuitable ones with a cross, each labelled for screen readers', () => {
    render(<ApplicationList slugs={['manhole']} />);
    const manhole = bySlug('manhole');
    const article = screen.getByRole('article');
    // The suitable types, the unsuitable ones, then the matching grades.
    const lists = within(article).getAllByRole('list');
    expect(lists).toHaveLength(3);
    const [suitable, unsuitable] = lists as [HTMLElement, HTMLElement];

    const suitableItems = within(suitable).getAllByRole('listitem');
    expect(suitableItems.map((li) => li.textContent)).toEqual(
      manhole.service_Right.map((t) => `\u2713${CATALOGUE_TEXT.suitable} ${t}`),
    );
    const unsuitableItems = within(unsuitable).getAllByRole('listitem');
    expect(unsuitableItems.map((li) => li.textContent)).toEqual(
      manhole.service_Wrong.map((t) => `\u2717${CATALOGUE_TEXT.unsuitable} ${t}`),
    );
    // The marks are decoration; the words carry the meaning for assistive technology.
    for (const li of [...suitableItems, ...unsuitableItems]) {
      expect(li.querySelector('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('shows only the given slugs, in the given order, ignoring unknown ones', () => {
    render(<ApplicationList slugs={['marine', 'no-such-slug', 'button', 'smc']} />);
    expect(entries().map((a) => a.id)).toEqual(['marine', 'button', 'smc']);
  });

  it('shows nothing for an empty slug list', () => {
    render(<ApplicationList slugs={[]} />);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows no enquire button unless asked', () => {
    render(<ApplicationList slugs={['marine']} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows an enquire button per entry, named for its application, with enquire', () => {
    render(<ApplicationList slugs={['marine', 'button']} enquire />);
    const [marine, button] = entries() as [HTMLElement, HTMLElement];
    expect(within(marine).getByRole('button', { name: /Marine/ })).toBeInTheDocument();
    expect(within(button).getByRole('button', { name: /Button/ })).toBeInTheDocument();
  });

  it("links the suitable types' grades by title to their cards on the products page", () => {
    render(<ApplicationList slugs={['manhole']} />);
    const grades = screen.getByRole('list', { name: CATALOGUE_TEXT.matchingGrades });
    const links = within(grades).getAllByRole('link');
    // Manhole suits Ortho, PTA and ISO: their resins and gelcoats, type by type.
    const ids = [
      'general-purpose-orthophthalic',
      'orthophthalic-gelcoat',
      'pta-based',
      'isophthalic',
      'isophthalic-gelcoat',
    ];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ids.map((id) => `/products/${id}/`),
    );
    expect(links.map((link) => link.textContent)).toEqual(
      ids.map((id) => PRODUCTS.find((p) => p.id === id)?.title),
    );
    for (const link of links) expect(link).not.toHaveAttribute('target');
  });

  it('links no grade of a type the application does not suit', () => {
    render(<ApplicationList slugs={['manhole']} />);
    const grades = screen.getByRole('list', { name: CATALOGUE_TEXT.matchingGrades });
    const hrefs = within(grades)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).not.toContain('/products/recycled-pet/');
  });

  it("on a partner's page links the grades to the site the widget came from, in a new tab", () => {
    render(
      <AssetRoot.Provider value="https://www.kalparesins.example/">
        <ApplicationList slugs={['marine']} />
      </AssetRoot.Provider>,
    );
    const grades = screen.getByRole('list', { name: CATALOGUE_TEXT.matchingGrades });
    for (const link of within(grades).getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(
        /^https:\/\/www\.kalparesins\.example\/products\/[a-z-]+\/$/,
      );
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
      expect(link).toHaveAccessibleName(expect.stringContaining(CATALOGUE_TEXT.opensInNewTab));
    }
  });

  it("links each grade's page and the application's page in the list's language, at their clean paths", async () => {
    // Its words first, so the list renders at once.
    await loadAreas('hi', ['catalogue-text', 'applications']);
    render(
      <AssetRoot.Provider value="https://www.kalparesins.example/">
        <LanguageProvider lang="hi">
          <Suspense fallback={null}>
            <ApplicationList slugs={['marine']} applicationPages />
          </Suspense>
        </LanguageProvider>
      </AssetRoot.Provider>,
    );
    const article = await screen.findByRole('article');
    const hrefs = within(article)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    const site = 'https://www.kalparesins.example';
    const grades = bySlug('marine').service_Right.flatMap((type) => gradesOfType(type));
    expect(hrefs).toEqual([
      ...new Set(grades.map((grade) => `${site}/hi/products/${grade.id}/`)),
      `${site}/hi/application/marine/`,
    ]);
  });

  it("adds 'View application' to each entry's own page only when asked (the site)", () => {
    const { unmount } = render(<ApplicationList slugs={['marine', 'smc']} />);
    expect(screen.queryByRole('link', { name: /View application/ })).toBeNull();
    unmount();
    render(<ApplicationList slugs={['marine', 'smc']} applicationPages />);
    const views = screen.getAllByRole('link', { name: /^View application/ });
    expect(views.map((link) => link.getAttribute('href'))).toEqual([
      '/application/marine/',
      '/application/smc/',
    ]);
    expect(views[0]).toHaveAccessibleName(`${CATALOGUE_TEXT.viewApplication}: Marine`);
  });

  it('loads every picture lazily at the size it is shown, from the site the widget came from', () => {
    render(
      <AssetRoot.Provider value="https://www.kalparesins.example/">
        <ApplicationList slugs={['marine', 'smc']} />
      </AssetRoot.Provider>,
    );
    const [marine, smc] = screen.getAllByRole('img');
    const site = 'https://www.kalparesins.example/images/applications';
    const sizes = 'auto, (min-width: 768px) calc(40vw - 24px), calc(100vw - 40px)';
    for (const img of [marine, smc]) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('sizes', sizes);
    }
    expect(marine).toHaveAttribute(
      'srcset',
      `${site}/marine-280w.webp 280w, ${site}/marine-440w.webp 440w, ${site}/marine.webp 600w`,
    );
    expect(marine?.parentElement?.querySelector('source')).toHaveAttribute(
      'srcset',
      `${site}/marine-280w.avif 280w, ${site}/marine-440w.avif 440w, ${site}/marine.avif 600w`,
    );
    // A busy scene whose AVIF saves little comes as WebP alone.
    expect(smc?.parentElement?.querySelector('source')).toBeNull();
  });

  it('loads the first picture at once as its own file when the page preloads it (the site)', () => {
    render(<ApplicationList slugs={['marine', 'smc']} preloadedFirstPicture />);
    const [marine, smc] = screen.getAllByRole('img');
    expect(marine).toHaveAttribute('loading', 'eager');
    expect(marine).toHaveAttribute('src', 'images/applications/marine.webp');
    expect(marine).not.toHaveAttribute('srcset');
    expect(marine?.parentElement?.querySelector('source')).toBeNull();
    expect(smc).toHaveAttribute('loading', 'lazy');
    expect(smc).toHaveAttribute('srcset');
  });
});

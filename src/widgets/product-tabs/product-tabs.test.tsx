import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_TEXT } from '../../content/messages';
import { PRODUCT_TABS, productsIn } from '../../content/products';
import { ProductTabs } from './product-tabs';

const [UNSATURATED, GELCOAT, OPTICAL] = PRODUCT_TABS.map((t) => t.label) as [
  string,
  string,
  string,
];

function shownPanel() {
  return screen.getByRole('tabpanel');
}

function cardTitles(panel: HTMLElement) {
  return within(panel)
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);
}

describe('ProductTabs', () => {
  it('shows the three spec tabs with Unsaturated Polyester Resin selected by default', () => {
    render(<ProductTabs />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Unsaturated Polyester Resin',
      'Gelcoat Resin',
      'Optical Fiber Rod Resin',
    ]);
    expect(screen.getByRole('tab', { name: UNSATURATED })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tablist')).toHaveAccessibleName(CATALOGUE_TEXT.productCategories);
    const panel = shownPanel();
    expect(panel).toHaveAccessibleName(UNSATURATED);
    expect(cardTitles(panel)).toEqual(productsIn('unsaturated').map((p) => p.title));
    expect(cardTitles(panel)).toHaveLength(5);
  });

  it('switches to the Gelcoat tab on click and shows its three products', async () => {
    const user = userEvent.setup();
    render(<ProductTabs />);
    await user.click(screen.getByRole('tab', { name: GELCOAT }));
    expect(screen.getByRole('tab', { name: GELCOAT })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: UNSATURATED })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(shownPanel()).toHaveAccessibleName(GELCOAT);
    expect(cardTitles(shownPanel())).toEqual(productsIn('gelcoat').map((p) => p.title));
  });

  it('moves selection and focus with the arrow keys, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<ProductTabs />);
    await user.click(screen.getByRole('tab', { name: UNSATURATED }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: GELCOAT })).toHaveFocus();
    expect(screen.getByRole('tab', { name: GELCOAT })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: OPTICAL })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: UNSATURATED })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: OPTICAL })).toHaveFocus();
    expect(shownPanel()).toHaveAccessibleName(OPTICAL);
  });

  it('jumps to the last tab with End and back to the first with Home', async () => {
    const user = userEvent.setup();
    render(<ProductTabs />);
    await user.click(screen.getByRole('tab', { name: UNSATURATED }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: OPTICAL })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: UNSATURATED })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps only the selected tab in the Tab order, then moves into its panel', async () => {
    const user = userEvent.setup();
    render(<ProductTabs />);
    await user.tab();
    expect(screen.getByRole('tab', { name: UNSATURATED })).toHaveFocus();
    await user.tab();
    expect(shownPanel()).toHaveFocus();
  });

  it('opens on the tab named by the tab prop and follows it when it changes', () => {
    const { rerender } = render(<ProductTabs tab="gelcoat" />);
    expect(screen.getByRole('tab', { name: GELCOAT })).toHaveAttribute('aria-selected', 'true');
    rerender(<ProductTabs tab="optical" />);
    expect(screen.getByRole('tab', { name: OPTICAL })).toHaveAttribute('aria-selected', 'true');
    expect(shownPanel()).toHaveAccessibleName(OPTICAL);
  });

  it('falls back to the first tab for an unknown tab value', () => {
    // The custom element passes attribute text through unchecked.
    render(<ProductTabs tab={'resins' as never} />);
    expect(screen.getByRole('tab', { name: UNSATURATED })).toHaveAttribute('aria-selected', 'true');
  });

  it('expands and collapses a product card from its header button', async () => {
    const user = userEvent.setup();
    render(<ProductTabs />);
    const product = productsIn('unsaturated')[0]!;
    const toggle = within(shownPanel()).getByRole('button', { name: product.title });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(details).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(details).toBeVisible();
    expect(details).toHaveTextContent(product.description[0]!);
    expect(within(details).getByRole('table')).toHaveTextContent(product.points![0]!.label);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(details).not.toBeVisible();
  });

  it('toggles a card with Enter and Space', async () => {
    const user = userEvent.setup();
    render(<ProductTabs />);
    const product = productsIn('unsaturated')[1]!;
    const toggle = within(shownPanel()).getByRole('button', { name: product.title });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("shows a 'Key Characteristics' list in an expanded gelcoat card", async () => {
    const user = userEvent.setup();
    render(<ProductTabs tab="gelcoat" />);
    const product = productsIn('gelcoat')[0]!;
    await user.click(within(shownPanel()).getByRole('button', { name: product.title }));
    const heading = within(shownPanel()).getByRole('heading', { name: 'Key Characteristics' });
    expect(heading).toBeVisible();
    const list = heading.nextElementSibling as HTMLElement;
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(product.keyCharacteristics);
  });

  it('shows the optical card always open, with no toggle button', () => {
    render(<ProductTabs tab="optical" />);
    const panel = shownPanel();
    const product = productsIn('optical')[0]!;
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent(product.title);
    expect(within(panel).getByText(product.description[0]!)).toBeVisible();
  });

  it('loads the first two images of the shown tab at once and every other one lazily', async () => {
    const user = userEvent.setup();
    render(<ProductTabs />);
    const loading = () =>
      [...shownPanel().querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(loading()).toEqual(['eager', 'eager', 'lazy', 'lazy', 'lazy']);
    const hidden = document.querySelectorAll('[role="tabpanel"][hidden] img');
    expect([...hidden].every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    await user.click(screen.getByRole('tab', { name: GELCOAT }));
    expect(loading()).toEqual(['eager', 'eager', 'lazy']);
  });

  it('gives every product image its width and height', async () => {
    const user = userEvent.setup();
    render(<ProductTabs />);
    await user.click(screen.getByRole('tab', { name: GELCOAT }));
    await user.click(screen.getByRole('tab', { name: OPTICAL }));
    const images = document.querySelectorAll('img');
    expect(images.length).toBe(9);
    for (const img of images) {
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
      expect(img.getAttribute('alt')).toBeTruthy();
    }
  });

  it("has no picture of a tab until it is opened, then keeps that tab's pictures", async () => {
    const user = userEvent.setup();
    render(<ProductTabs tab="gelcoat" />);
    const sources = () => [...document.querySelectorAll('img')].map((img) => img.alt);
    const alts = (category: 'unsaturated' | 'gelcoat' | 'optical') =>
      productsIn(category).map((p) => p.thumbnail.alt);
    expect(sources()).toEqual(alts('gelcoat'));
    await user.click(screen.getByRole('tab', { name: UNSATURATED }));
    expect(sources()).toEqual([...alts('unsaturated'), ...alts('gelcoat')]);
    await user.click(screen.getByRole('tab', { name: GELCOAT }));
    expect(sources()).toEqual([...alts('unsaturated'), ...alts('gelcoat')]);
  });

  it('offers each picture at every published width, AVIF first, sized as the card shows it', async () => {
    const user = userEvent.setup();
    render(<ProductTabs />);
    const product = productsIn('unsaturated')[3]!;
    const img = within(shownPanel()).getByRole('img', { name: product.thumbnail.alt });
    const stem = product.thumbnail.src.replace(/\.webp$/, '');
    const widths = [140, 220, 280, 440];
    expect(img).toHaveAttribute('src', product.thumbnail.src);
    expect(img).toHaveAttribute(
      'srcset',
      [...widths.map((w) => `${stem}-${w}w.webp ${w}w`), `${stem}.webp 600w`].join(', '),
    );
    const avif = img.parentElement?.querySelector('source');
    expect(avif).toHaveAttribute('type', 'image/avif');
    expect(avif).toHaveAttribute(
      'srcset',
      [...widths.map((w) => `${stem}-${w}w.avif ${w}w`), `${stem}.avif 600w`].join(', '),
    );
    // A closed card's picture is at most 140 px wide; the browser measures a lazy one itself.
    const closed = 'auto, (max-width: 360px) 64px, (max-width: 639px) 96px, 140px';
    expect(img).toHaveAttribute('sizes', closed);
    expect(avif).toHaveAttribute('sizes', closed);
    // An open card shows it up to 220 px wide.
    await user.click(within(shownPanel()).getByRole('button', { name: product.title }));
    expect(img).toHaveAttribute('sizes', closed.replace('140px', '220px'));
    // A picture that loads at once is not laid out yet: the list alone says how wide it is.
    const first = within(shownPanel()).getAllByRole('img')[0]!;
    expect(first).toHaveAttribute('sizes', closed.replace('auto, ', ''));
  });
});

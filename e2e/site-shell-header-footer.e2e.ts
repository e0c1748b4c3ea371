import { describe, expect } from 'vitest';
import { test } from '../testing/browser/fixture';
import { COMPANY } from '../src/content/company';
import { FOOTER_GALLERY } from '../src/content/media';
import { SITE_TEXT } from '../src/content/site-text';
import { scrollTo, visit } from '../testing/browser/site-visit';

// The shell around every page: the header and its menu, the scroll-to-top button and the footer.

describe('header and menu', () => {
  test('scrolls the #certificates section into view from About Us > Certificates', async ({
    page,
    errors,
  }) => {
    await visit(page, '/products');
    await page.locator('.site-nav__item--parent', { hasText: 'About Us' }).hover();
    await page.getByRole('link', { name: 'Certificates', exact: true }).click();
    await page.waitForURL(/\/about-us\/#certificates$/);
    await page.waitForFunction(() => {
      const box = document.getElementById('certificates')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < 200 && window.scrollY > 300;
    });
    expect(errors).toEqual([]);
  });

  test('at 1200 px opens the menu with the toggle and keeps one submenu open at a time', async ({
    openPage,
  }) => {
    const { page, errors } = await openPage({ viewport: { width: 1200, height: 900 } });
    await visit(page, '/gallery');
    const toggle = page.getByRole('button', { name: SITE_TEXT.menu });
    const nav = page.getByRole('navigation', { name: SITE_TEXT.mainMenu });
    await expect(nav.isVisible()).resolves.toBe(false);
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(nav.isVisible()).resolves.toBe(true);

    const applications = nav.getByRole('button', { name: 'Applications' });
    const contact = nav.getByRole('button', { name: 'Contact Us' });
    const marine = nav.getByRole('link', { name: 'Marine' });
    const career = nav.getByRole('link', { name: 'Career' });
    await applications.click();
    await expect(applications.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(marine.isVisible()).resolves.toBe(true);

    await contact.click();
    await expect(contact.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(applications.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(marine.isVisible()).resolves.toBe(false);
    await expect(career.isVisible()).resolves.toBe(true);

    await contact.click();
    await expect(career.isVisible()).resolves.toBe(false);

    // A route change closes the mobile menu and its submenus.
    await contact.click();
    await career.click();
    await page.waitForURL(/\/career\/$/);
    await page.locator('button.menu-toggle[aria-expanded="false"]').waitFor();
    await nav.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  test('shows the catalogue download with its icon in the mobile menu', async ({ openPage }) => {
    const { page } = await openPage({ viewport: { width: 390, height: 800 } });
    await visit(page, '/');
    await page.getByRole('button', { name: SITE_TEXT.menu }).click();
    const catalogue = page.getByRole('link', { name: /Product Catalogue/ });
    await expect(catalogue.getAttribute('download')).resolves.toBe('');
    await expect(catalogue.getAttribute('href')).resolves.toBe(COMPANY.downloads.catalogue.href);
    await expect(catalogue.locator('svg').isVisible()).resolves.toBe(true);
  });

  test('has the phone link, Inquire Now and the logo link in the header', async ({ openPage }) => {
    const { page } = await openPage({ viewport: { width: 1700, height: 900 } });
    await visit(page, '/gallery');
    const header = page.locator('header.site-header');
    await expect(header.getByText(SITE_TEXT.callAnyTime).isVisible()).resolves.toBe(true);
    await expect(
      header.locator(`a[href="${COMPANY.phone.href}"]`).textContent(),
    ).resolves.toContain(COMPANY.phone.display);
    await header.getByRole('link', { name: SITE_TEXT.inquireNow }).click();
    await page.waitForURL(/\/inquiry\/$/);
    await header.getByRole('link', { name: `${COMPANY.name} home` }).click();
    await page.waitForURL(/^[^#]*:\d+\/$/);
  });

  test('fixes the header only after scrolling past 300 px, without moving the page', async ({
    page,
    errors,
  }) => {
    await visit(page, '/privacy');
    const header = page.locator('header.site-header');
    const position = () => header.evaluate((el) => getComputedStyle(el).position);
    const mainTop = () =>
      page.evaluate(
        () => document.querySelector('main')!.getBoundingClientRect().top + window.scrollY,
      );
    const before = await mainTop();
    await scrollTo(page, 300);
    await expect(position()).resolves.toBe('static');
    await scrollTo(page, 320);
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('header.site-header')!).position === 'fixed',
    );
    await expect(mainTop()).resolves.toBe(before);
    await scrollTo(page, 200);
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('header.site-header')!).position === 'static',
    );
    expect(errors).toEqual([]);
  });
});

describe('scroll to top', () => {
  test('appears after 100 px with a progress ring and brings the page back to the top', async ({
    page,
    errors,
  }) => {
    await visit(page, '/terms-conditions');
    const button = page.getByRole('button', { name: SITE_TEXT.scrollToTop });
    await scrollTo(page, 100);
    await expect(button.isVisible()).resolves.toBe(false);
    await scrollTo(page, 600);
    await button.waitFor({ state: 'visible' });
    const percent = await page.locator('.scroll-top__progress').getAttribute('data-percent');
    expect(Number(percent)).toBeGreaterThan(0);
    expect(Number(percent)).toBeLessThan(100);
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await button.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });
});

describe('footer', () => {
  test('links to the main pages, the relative privacy link, the map, phone and e-mail', async ({
    page,
  }) => {
    await visit(page, '/gallery');
    const footer = page.locator('footer.site-footer');
    const hrefs = await footer
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of ['/', '/about-us/', '/products/', '/applications/', '/inquiry/']) {
      expect(hrefs).toContain(href);
    }
    expect(hrefs).toContain('/terms-conditions/');
    expect(hrefs).toContain('/privacy/');
    expect(hrefs).toContain(COMPANY.mapLinkUrl);
    expect(hrefs).toContain(COMPANY.phone.href);
    expect(hrefs).toContain(COMPANY.emails.info.href);
    await expect(footer.textContent()).resolves.toContain(String(new Date().getFullYear()));
    await footer.getByRole('link', { name: SITE_TEXT.privacyPolicy }).click();
    await page.waitForURL(/\/privacy\/$/);
  });

  test('opens the footer lightbox and wraps from the first image to the sixth and back, by keys and buttons', async ({
    page,
    errors,
  }) => {
    await visit(page, '/gallery');
    const thumbs = page.locator('.footer-gallery button');
    await expect(thumbs.count()).resolves.toBe(6);
    const first = FOOTER_GALLERY[0]!.src.alt;
    const sixth = FOOTER_GALLERY[5]!.src.alt;
    const dialog = page.getByRole('dialog', { name: SITE_TEXT.footerGallery });
    const shown = () => dialog.locator('img').getAttribute('alt');

    await thumbs.first().click();
    await expect(shown()).resolves.toBe(first);
    // A native modal dialog, focus on its close button, Tab and Shift+Tab going round inside.
    await expect(dialog.evaluate((el) => el.matches('dialog:modal'))).resolves.toBe(true);
    const focusedLabel = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await expect(focusedLabel()).resolves.toBe('Close image viewer');
    await page.keyboard.press('Tab');
    await expect(focusedLabel()).resolves.toBe('Previous image');
    await page.keyboard.press('Shift+Tab');
    await expect(focusedLabel()).resolves.toBe('Close image viewer');
    await page.keyboard.press('ArrowLeft');
    await expect(shown()).resolves.toBe(sixth);
    await page.keyboard.press('ArrowRight');
    await expect(shown()).resolves.toBe(first);
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expect(shown()).resolves.toBe(sixth);
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(shown()).resolves.toBe(first);
    await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe('hidden');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(thumbs.first().evaluate((el) => el === document.activeElement)).resolves.toBe(
      true,
    );

    await thumbs.last().click();
    await expect(shown()).resolves.toBe(sixth);
    await page.keyboard.press('ArrowRight');
    await expect(shown()).resolves.toBe(first);
    await dialog.getByRole('button', { name: 'Close image viewer' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});

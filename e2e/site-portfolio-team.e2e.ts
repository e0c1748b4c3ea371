import { describe, expect } from 'vitest';
import { requestsSettled } from '../testing/browser/waits';
import { test } from '../testing/browser/fixture';
import type { Page } from 'playwright-core';
import { BLOG_POSTS } from '../src/content/blog';
import { COMPANY } from '../src/content/company';
import { FAQ_ITEMS, FAQ_TEXT } from '../src/content/faq';
import { CASE_STUDIES, PORTFOLIO_CATEGORIES, PORTFOLIO_TEXT } from '../src/content/portfolio';
import { PAGE_TITLES } from '../src/content/site-text';
import { TEAM_PROFILES, TEAM_TEXT, yearsWithCompany } from '../src/content/team';
import { visit } from '../testing/browser/site-visit';

const h1s = (page: Page) => page.locator('main h1').allTextContents();
const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href')));

describe('every new page', () => {
  test.for([
    ['/portfolio-1', PAGE_TITLES.portfolio],
    ['/portfolio-2', PAGE_TITLES.portfolio],
    ['/portfolio-details', CASE_STUDIES[0]!.title],
    ['/team-1', PAGE_TITLES.team],
    ['/team-2', PAGE_TITLES.team],
    ['/team-3', PAGE_TITLES.team],
    ['/team-details', TEAM_PROFILES[0]!.name],
    ['/faq', PAGE_TITLES.faq],
  ] as const)(
    '%s has one h1 (%s), sized images and no console errors',
    async ([route, title], { page, errors }) => {
      await visit(page, route);
      await expect(h1s(page)).resolves.toEqual([title]);
      const unsized = await page
        .locator('main img')
        .evaluateAll((imgs) =>
          imgs.filter((i) => !i.getAttribute('width') || !i.getAttribute('height')),
        );
      expect(unsized).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await requestsSettled(page);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});

describe('portfolio', () => {
  const grid = (page: Page) => page.locator('main .portfolio-grid');
  const filter = (page: Page, name: string) =>
    page.getByRole('group', { name: PORTFOLIO_TEXT.filterLabel }).getByRole('button', { name });
  const pressed = (page: Page) =>
    page
      .getByRole('group', { name: PORTFOLIO_TEXT.filterLabel })
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons.map((b) => [b.textContent, b.getAttribute('aria-pressed')]),
      );

  test("lists 'Case 01' to 'Case 03', each leading to its case study", async ({ page, errors }) => {
    await visit(page, '/portfolio-1');
    const links = page.locator('main .case-card h3 a');
    await expect(links.locator('.case-card__label').allTextContents()).resolves.toEqual([
      'Case 01',
      'Case 02',
      'Case 03',
    ]);
    await expect(hrefs(page, 'main .case-card h3 a')).resolves.toEqual(
      CASE_STUDIES.map((study) => `/portfolio-details/${study.id}/`),
    );
    await page.getByRole('link', { name: /Case 02/ }).click();
    await expect.poll(() => h1s(page)).toEqual([CASE_STUDIES[1]!.title]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('filters the projects by category, All first and pressed, announcing the count', async ({
    page,
    errors,
  }) => {
    await visit(page, '/portfolio-1');
    const choices = [PORTFOLIO_TEXT.allCategories, ...PORTFOLIO_CATEGORIES];
    await expect(pressed(page)).resolves.toEqual(
      choices.map((choice, index) => [choice, String(index === 0)]),
    );
    const status = page.locator('main').getByRole('status');
    await expect(status.textContent()).resolves.toBe(PORTFOLIO_TEXT.showing(6));
    await expect(grid(page).locator('li').count()).resolves.toBe(6);
    // No entry animation on the first view.
    await expect(grid(page).getAttribute('class')).resolves.not.toMatch(/slideIn|fadeIn|scaleUp/);

    for (const category of PORTFOLIO_CATEGORIES) {
      await filter(page, category).click();
      await expect.poll(() => status.textContent()).toBe('Showing 2 projects');
      await expect(
        grid(page).locator('.portfolio-grid__category').allTextContents(),
      ).resolves.toEqual([category, category]);
      await expect(pressed(page)).resolves.toEqual(
        choices.map((choice) => [choice, String(choice === category)]),
      );
      const classes = await grid(page).getAttribute('class');
      const animation = /portfolio-grid--(slideIn|fadeIn|scaleUp)\b/.exec(classes ?? '')?.[1];
      expect(['slideIn', 'fadeIn', 'scaleUp']).toContain(animation);
      await expect(
        grid(page)
          .locator('li')
          .first()
          .evaluate((li) => getComputedStyle(li).animationName),
      ).resolves.toMatch(/^portfolio-(slide-in|fade-in|scale-up)$/);
    }
    await filter(page, PORTFOLIO_TEXT.allCategories).click();
    await expect.poll(() => status.textContent()).toBe(PORTFOLIO_TEXT.showing(6));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('plays no entry animation for a visitor who asks for reduced motion', async ({
    openPage,
  }) => {
    const { page, errors } = await openPage({ reducedMotion: 'reduce' });
    await visit(page, '/portfolio-2');
    await filter(page, PORTFOLIO_CATEGORIES[1]!).click();
    await expect.poll(() => grid(page).locator('li').count()).toBe(2);
    await expect(grid(page).getAttribute('class')).resolves.not.toMatch(/slideIn|fadeIn|scaleUp/);
    await expect(
      grid(page)
        .locator('li')
        .first()
        .evaluate((li) => getComputedStyle(li).animationName),
    ).resolves.toBe('none');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('tells a case study: client, challenge, grades linked to the catalogue, process, results and the other cases', async ({
    page,
    errors,
  }) => {
    const study = CASE_STUDIES[2]!;
    await visit(page, `/portfolio-details/${study.id}`);
    await expect(h1s(page)).resolves.toEqual([study.title]);
    // The text as written: the case label is shown in capitals by its style.
    const text = (await page.locator('main').textContent()) ?? '';
    for (const part of [
      study.label,
      study.client,
      study.clientType,
      study.challenge,
      study.result,
    ]) {
      expect(text).toContain(part);
    }
    for (const figure of study.figures) expect(text).toContain(figure.value);
    await expect(
      page.getByRole('link', { name: study.supplied[0]!.grade }).getAttribute('href'),
    ).resolves.toBe('/products/#optical-fiber-rod');
    await expect(hrefs(page, 'main .case__others a')).resolves.toEqual(
      CASE_STUDIES.filter((other) => other !== study).map(
        (other) => `/portfolio-details/${other.id}/`,
      ),
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test.for(['/portfolio-details/42', '/portfolio-details/case-one'])(
    '%s says the case study was not found and links back to the portfolio',
    async (route, { page, errors }) => {
      // The server answers the unknown address with its error page and status 404.
      await expect(visit(page, route)).resolves.toBe(404);
      await expect(h1s(page)).resolves.toEqual([PORTFOLIO_TEXT.caseNotFound]);
      await page.getByRole('link', { name: PORTFOLIO_TEXT.backToPortfolio }).click();
      await expect.poll(() => h1s(page)).toEqual([PAGE_TITLES.portfolio]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});

describe('team', () => {
  const detailsLinks = TEAM_PROFILES.map((member) => `/team-details/${member.slug}/`);

  test.for([
    ['/team-1', 'team--grid'],
    ['/team-2', 'team--list'],
    ['/team-3', 'team--compact'],
  ] as const)(
    '%s shows the six members in its own layout, each linking to their details',
    async ([route, layout], { page, errors }) => {
      await visit(page, route);
      await expect(page.locator(`main .team.${layout} > li`).count()).resolves.toBe(6);
      await expect(hrefs(page, 'main .team-card__name a')).resolves.toEqual(detailsLinks);
      const text = await page.locator('main').innerText();
      if (layout === 'team--list')
        for (const m of TEAM_PROFILES) expect(text).toContain(m.specialty);
      if (layout === 'team--compact') {
        await expect(hrefs(page, 'main .team-card__contact a')).resolves.toEqual(
          TEAM_PROFILES.map((member) => member.email.href),
        );
      }
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  test('shows a member by slug with position, specialty, place, years with us, bio, expertise, languages, e-mail and posts', async ({
    page,
    errors,
  }) => {
    const member = TEAM_PROFILES.find((profile) => profile.slug === 'priya-joshi')!;
    await visit(page, `/team-details/${member.slug}`);
    await expect(h1s(page)).resolves.toEqual([member.name]);
    const main = page.locator('main');
    const text = await main.innerText();
    const parts = [
      member.position,
      member.specialty,
      member.location,
      TEAM_TEXT.years(yearsWithCompany(member, new Date())),
      member.bio,
      ...member.expertise,
      ...member.languages,
    ];
    for (const part of parts) expect(text).toContain(part);
    await expect(
      main.getByRole('link', { name: member.email.display }).getAttribute('href'),
    ).resolves.toBe(member.email.href);

    const posts = BLOG_POSTS.filter((post) => post.author === member.name);
    expect(posts.length).toBeGreaterThan(0);
    const section = main.locator('section', {
      has: page.getByRole('heading', { name: TEAM_TEXT.postsBy(member.name) }),
    });
    await section.scrollIntoViewIfNeeded();
    await expect
      .poll(() => section.getByRole('link').allTextContents())
      .toEqual(posts.map((post) => post.title));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('says an unknown member was not found and links back to the team', async ({
    page,
    errors,
  }) => {
    // The server answers the unknown address with its error page and status 404.
    await expect(visit(page, '/team-details/nobody-here')).resolves.toBe(404);
    await expect(h1s(page)).resolves.toEqual([TEAM_TEXT.memberNotFound]);
    await page.getByRole('link', { name: TEAM_TEXT.backToTeam }).click();
    await expect.poll(() => h1s(page)).toEqual([PAGE_TITLES.team]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test("leads from the About page's team list to each member's details", async ({
    page,
    errors,
  }) => {
    await visit(page, '/about-us');
    await expect(hrefs(page, 'main .about-team__name a')).resolves.toEqual(detailsLinks);
    const member = TEAM_PROFILES[3]!;
    const link = page.getByRole('link', { name: member.name, exact: true });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect.poll(() => h1s(page)).toEqual([member.name]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('FAQ', () => {
  const questions = FAQ_ITEMS.map((item) => item.question);
  const expanded = (page: Page) =>
    page
      .locator('main .faq__button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded')));
  const states = (open: number | null) => questions.map((_, i) => String(i === open));

  test('opens the first answer, then one at a time, each question a button in a heading', async ({
    page,
    errors,
  }) => {
    await visit(page, '/faq');
    await expect(page.locator('main h2 > button').allTextContents()).resolves.toEqual(questions);
    await expect(expanded(page)).resolves.toEqual(states(0));
    const first = page.getByRole('region', { name: questions[0] });
    await expect(first.innerText()).resolves.toContain(FAQ_ITEMS[0]!.answer[0]);

    await page.getByRole('button', { name: questions[2] }).click();
    await expect(expanded(page)).resolves.toEqual(states(2));
    await expect(page.locator('main .faq').getByRole('region').count()).resolves.toBe(1);
    await page.getByRole('button', { name: questions[2] }).click();
    await expect(expanded(page)).resolves.toEqual(states(null));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('answers the keyboard: arrows, Home and End move between questions, Enter and Space toggle', async ({
    page,
    errors,
  }) => {
    await visit(page, '/faq');
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    await page.getByRole('button', { name: questions[0] }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(focused()).resolves.toBe(questions[1]);
    await page.keyboard.press('Enter');
    await expect(expanded(page)).resolves.toEqual(states(1));
    await page.keyboard.press('End');
    await expect(focused()).resolves.toBe(questions[4]);
    await page.keyboard.press('ArrowDown');
    await expect(focused()).resolves.toBe(questions[0]);
    await page.keyboard.press('ArrowUp');
    await expect(focused()).resolves.toBe(questions[4]);
    await page.keyboard.press('Home');
    await expect(focused()).resolves.toBe(questions[0]);
    await page.keyboard.press('Space');
    await expect(expanded(page)).resolves.toEqual(states(0));
    await page.keyboard.press('Space');
    await expect(expanded(page)).resolves.toEqual(states(null));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('ends with a way to ask: the inquiry page and the phone', async ({ page }) => {
    await visit(page, '/faq');
    await expect(
      page.getByRole('link', { name: FAQ_TEXT.ctaInquiry }).getAttribute('href'),
    ).resolves.toBe('/inquiry/');
    await expect(
      page.locator('main').getByRole('link', { name: COMPANY.phone.display }).getAttribute('href'),
    ).resolves.toBe(COMPANY.phone.href);
    await page.context().close();
  });
});

import { describe, expect } from 'vitest';
import { requestsSettled } from '../testing/browser/waits';
import { test } from '../testing/browser/fixture';
import type { Page } from 'playwright-core';
import { BLOG_POSTS, postSummary, recentPosts } from '../src/content/blog';
import { BLOG_TEXT } from '../src/content/blog-text';
import { BLOG_PAGE_SIZE } from '../src/content/constants';
import { formatDate } from '../src/content/dates';
import { memberSlug } from '../src/content/people';
import { PAGE_TITLES } from '../src/content/site-text';
import type { BlogPost } from '../src/content/types';
import { visit } from '../testing/browser/site-visit';

const h1s = (page: Page) => page.locator('main h1').allTextContents();
const cardTitles = (page: Page) => page.locator('main .post-card h2').allTextContents();
const pagination = (page: Page) => page.getByRole('navigation', { name: BLOG_TEXT.pagination });
const address = (page: Page) =>
  page.evaluate(() => window.location.pathname + window.location.search);
const titles = (posts: readonly BlogPost[]) => posts.map((post) => post.title);

/** A post whose article has every kind of block and whose author is on the team. */
const FULL_POST = BLOG_POSTS.find(
  (post) =>
    ['ul', 'quote', 'table'].every((type) => post.details.some((block) => block.type === type)) &&
    post.author === 'Anil Deshmukh',
)!;

describe('blog listing', () => {
  test.for(['/blog', '/blog-2', '/blog-3', '/blog-left', '/blog-right'])(
    '%s shows one h1, the first 6 posts and a breadcrumb that leads to /blog, without errors',
    async (route, { page, errors }) => {
      await visit(page, route);
      await expect(h1s(page)).resolves.toEqual([PAGE_TITLES.blog]);
      await expect(cardTitles(page)).resolves.toEqual(titles(BLOG_POSTS.slice(0, BLOG_PAGE_SIZE)));
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      if (route === '/blog') {
        await expect(crumbs.locator('[aria-current="page"]').textContent()).resolves.toBe(
          PAGE_TITLES.blog,
        );
      } else {
        await expect(
          crumbs.getByRole('link', { name: BLOG_TEXT.blogCrumb }).getAttribute('href'),
        ).resolves.toBe('/blog/');
      }
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  test('pages 14 posts by 6 over 3 pages, with the arrows disabled at the ends and the page in the address', async ({
    page,
    errors,
  }) => {
    await visit(page, '/blog');
    const nav = pagination(page);
    const previous = nav.getByRole('button', { name: BLOG_TEXT.previousPage });
    await expect(previous.isDisabled()).resolves.toBe(true);
    await expect(nav.getByRole('link', { name: BLOG_TEXT.previousPage }).count()).resolves.toBe(0);
    await expect(
      nav.getByRole('link', { name: /^Page \d$/ }).evaluateAll((links) => links.length),
    ).resolves.toBe(3);
    await expect(
      nav.getByRole('link', { name: BLOG_TEXT.page(1) }).getAttribute('aria-current'),
    ).resolves.toBe('page');

    await nav.getByRole('link', { name: BLOG_TEXT.nextPage }).click();
    await expect.poll(() => address(page)).toBe('/blog/?page=2');
    await expect.poll(() => cardTitles(page)).toEqual(titles(BLOG_POSTS.slice(6, 12)));
    await expect(
      nav.getByRole('link', { name: BLOG_TEXT.page(2) }).getAttribute('aria-current'),
    ).resolves.toBe('page');
    await expect(
      nav.getByRole('link', { name: BLOG_TEXT.page(1) }).getAttribute('aria-current'),
    ).resolves.toBe(null);

    await nav.getByRole('link', { name: BLOG_TEXT.page(3) }).click();
    await expect.poll(() => cardTitles(page)).toEqual(titles(BLOG_POSTS.slice(12)));
    await expect(nav.getByRole('button', { name: BLOG_TEXT.nextPage }).isDisabled()).resolves.toBe(
      true,
    );
    await expect(nav.getByRole('link', { name: BLOG_TEXT.nextPage }).count()).resolves.toBe(0);

    // The page survives a reload and back goes to the page before.
    await page.reload();
    await expect.poll(() => cardTitles(page)).toEqual(titles(BLOG_POSTS.slice(12)));
    await page.goBack();
    await expect.poll(() => address(page)).toBe('/blog/?page=2');
    await expect.poll(() => cardTitles(page)).toEqual(titles(BLOG_POSTS.slice(6, 12)));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('shows on each card the picture, date, author, tags, the title linking to the post and the summary', async ({
    page,
    errors,
  }) => {
    await visit(page, '/blog-3');
    const post = BLOG_POSTS[0]!;
    const card = page.locator('main .post-card').first();
    await expect(card.locator('img').getAttribute('alt')).resolves.toBe(post.thumbnail.alt);
    await expect(card.locator('time').getAttribute('datetime')).resolves.toBe(post.date);
    await expect(card.locator('time').textContent()).resolves.toBe(formatDate(post.date));
    const text = await card.innerText();
    expect(text).toContain(post.author);
    for (const tag of post.tags) expect(text).toContain(tag);
    expect(text).toContain(postSummary(post));
    await expect(card.getByRole('link', { name: post.title }).getAttribute('href')).resolves.toBe(
      `/blog-single-right/${post.id}/`,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('filters the listing by a tag from the sidebar, and shows every post again from All posts', async ({
    page,
    errors,
  }) => {
    await visit(page, '/blog-right');
    const tag = 'Marine';
    const tagged = BLOG_POSTS.filter((post) => post.tags.includes(tag));
    const sidebar = page.getByRole('complementary');
    await sidebar.getByRole('link', { name: tag, exact: true }).click();
    await expect.poll(() => address(page)).toBe(`/blog-right/?tag=${tag}`);
    await expect.poll(() => cardTitles(page)).toEqual(titles(tagged));
    await expect(page.locator('main').getByRole('status').textContent()).resolves.toContain(
      BLOG_TEXT.showing(tagged.length, { tag }),
    );
    await expect(
      sidebar.getByRole('link', { name: tag, exact: true }).getAttribute('aria-current'),
    ).resolves.toBe('true');
    await sidebar.getByRole('link', { name: BLOG_TEXT.allPosts }).click();
    await expect.poll(() => cardTitles(page)).toEqual(titles(BLOG_POSTS.slice(0, 6)));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('searches the titles and text of the posts, and says so when nothing matches', async ({
    page,
    errors,
  }) => {
    await visit(page, '/blog-left');
    const search = page.getByRole('searchbox', { name: BLOG_TEXT.searchLabel });
    // A phrase from inside an article, not its title or summary.
    const table = FULL_POST.details.find((block) => block.type === 'table')!;
    await search.fill(table.caption.split(' ').slice(0, 4).join(' '));
    await search.press('Enter');
    await expect.poll(() => address(page)).toMatch(/^\/blog-left\/\?q=/);
    await expect.poll(() => cardTitles(page)).toContain(FULL_POST.title);

    await page.getByRole('searchbox', { name: BLOG_TEXT.searchLabel }).fill('zeppelin');
    await page.getByRole('button', { name: BLOG_TEXT.search, exact: true }).click();
    await expect.poll(() => page.locator('main').innerText()).toContain(BLOG_TEXT.noPosts);
    await expect(cardTitles(page)).resolves.toEqual([]);
    await expect(
      pagination(page).getByRole('button', { name: BLOG_TEXT.nextPage }).isDisabled(),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('single post', () => {
  test('renders a post by id: its blocks as headings, paragraphs, lists, a cited quote and a table with header cells', async ({
    page,
    errors,
  }) => {
    await visit(page, `/blog-single-right/${FULL_POST.id}`);
    await expect(h1s(page)).resolves.toEqual([FULL_POST.title]);
    const article = page.locator('main article');
    const h2s = FULL_POST.details.flatMap((block) => (block.type === 'h2' ? [block.text] : []));
    await expect(article.locator('.post__body h2').allTextContents()).resolves.toEqual(h2s);
    await expect(article.locator('time').textContent()).resolves.toBe(formatDate(FULL_POST.date));
    await expect(
      article.getByRole('link', { name: FULL_POST.author }).getAttribute('href'),
    ).resolves.toBe(`/team-details/${memberSlug(FULL_POST.author)}/`);

    const quote = FULL_POST.details.find((block) => block.type === 'quote')!;
    await expect(article.locator('blockquote').textContent()).resolves.toBe(quote.text);
    await expect(article.locator('figure cite').textContent()).resolves.toBe(quote.cite);

    const table = FULL_POST.details.find((block) => block.type === 'table')!;
    const grid = article.getByRole('table', { name: table.caption });
    await expect(grid.locator('caption').textContent()).resolves.toBe(table.caption);
    await expect(grid.locator('thead th[scope="col"]').allTextContents()).resolves.toEqual(
      table.head,
    );
    await expect(grid.locator('tbody th[scope="row"]').allTextContents()).resolves.toEqual(
      table.rows.map((row) => row[0]),
    );

    const items = FULL_POST.details.flatMap((block) => (block.type === 'ul' ? block.items : []));
    await expect(article.locator('.post__body ul li').allTextContents()).resolves.toEqual(items);
    const alts = await article
      .locator('img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
    expect(alts).toEqual(
      expect.arrayContaining([
        FULL_POST.mainimage.alt,
        FULL_POST.extraimg1.alt,
        FULL_POST.extraimg2.alt,
      ]),
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('links to the older and newer post and lists the 3 recent posts without the one being read', async ({
    page,
    errors,
  }) => {
    const index = 3;
    const post = BLOG_POSTS[index]!;
    await visit(page, `/blog-single/${post.id}`);
    await expect(h1s(page)).resolves.toEqual([post.title]);
    const more = page.getByRole('navigation', { name: BLOG_TEXT.morePosts });
    await expect(
      more.getByRole('link', { name: new RegExp(BLOG_TEXT.previousPost) }).getAttribute('href'),
    ).resolves.toBe(`/blog-single-right/${BLOG_POSTS[index + 1]!.id}/`);
    await expect(
      more.getByRole('link', { name: new RegExp(BLOG_TEXT.nextPost) }).getAttribute('href'),
    ).resolves.toBe(`/blog-single-right/${BLOG_POSTS[index - 1]!.id}/`);

    const recent = page
      .getByRole('complementary')
      .locator('section', { has: page.getByRole('heading', { name: BLOG_TEXT.recentPosts }) });
    await expect(recent.getByRole('link').allTextContents()).resolves.toEqual(
      titles(recentPosts(post.id)),
    );

    await more.getByRole('link', { name: new RegExp(BLOG_TEXT.nextPost) }).click();
    await expect.poll(() => h1s(page)).toEqual([BLOG_POSTS[index - 1]!.title]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test.for([
    ['/blog-single-left', 'left'],
    ['/blog-single-right', 'right'],
  ] as const)(
    '%s shows the newest post with the sidebar on the %s',
    async ([route, side], { page, errors }) => {
      await visit(page, route);
      await expect(h1s(page)).resolves.toEqual([BLOG_POSTS[0]!.title]);
      const article = await page.locator('main article').boundingBox();
      const sidebar = await page.getByRole('complementary').boundingBox();
      expect(side === 'left' ? sidebar!.x < article!.x : sidebar!.x > article!.x).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  test.for(['/blog-single-right/9999', '/blog-single/not-a-post'])(
    '%s says the post was not found and links back to the blog',
    async (route, { page, errors }) => {
      // The server answers the unknown address with its error page and status 404.
      await expect(visit(page, route)).resolves.toBe(404);
      await expect(h1s(page)).resolves.toEqual([BLOG_TEXT.postNotFound]);
      await page.getByRole('link', { name: BLOG_TEXT.backToBlog }).click();
      await expect.poll(() => h1s(page)).toEqual([PAGE_TITLES.blog]);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  test('loads the video player only when its play button is pressed', async ({ page, errors }) => {
    const videoRequests: string[] = [];
    await page.context().route(/youtube/, (route) => {
      videoRequests.push(route.request().url());
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>video</title>',
      });
    });
    const post = BLOG_POSTS.find((entry) => entry.video)!;
    await visit(page, `/blog-single-right/${post.id}`);
    const play = page.getByRole('button', { name: BLOG_TEXT.playVideo(post.title) });
    await play.scrollIntoViewIfNeeded();
    await requestsSettled(page);
    await expect(page.locator('main iframe').count()).resolves.toBe(0);
    expect(videoRequests).toEqual([]);

    await play.click();
    const frame = page.locator('main iframe');
    await expect(frame.getAttribute('title')).resolves.toBe(BLOG_TEXT.videoTitle(post.title));
    await expect(frame.getAttribute('src')).resolves.toContain(`/embed/${post.video}`);
    await expect.poll(() => frame.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

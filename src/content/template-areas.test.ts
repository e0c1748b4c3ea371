// The company's content for the template areas: the copy and pictures of every area, then the blog
// and the portfolio (the rules each entry of a collection keeps, then those the pages rely on).
// Services, team, FAQ, shop and the alternate pages are in template-areas-pages.test.ts.
import { describe, expect, it } from 'vitest';
import * as blog from './blog';
import * as portfolio from './portfolio';
import * as services from './services';
import * as team from './team';
import * as faq from './faq';
import * as shop from './shop';
import * as alternateHomes from './alternate-homes';
import * as aboutAlt from './about-alt';
import * as testimonials from './testimonials';
import { COMPANY_NEWS_POSTS } from './blog/company-news';
import { TEAM } from './people';
import { COMPANY } from './company';
import { BLOG_PAGE_SIZE, HOME_2_LATEST_POSTS, RECENT_POSTS } from './constants';
import type { ArticleBlock, BlogPost, CaseStudy, PortfolioGridProject } from './types';
import { collectPictures } from './content-pictures';
import {
  expectIsoDate,
  expectNewPicture,
  expectPositiveInteger,
  expectProductTitle,
  expectTemplatePicture,
  expectText,
  isNewPicture,
  sentences,
  words,
} from '../../testing/content/content-rules';

function blockText(block: ArticleBlock): string {
  switch (block.type) {
    case 'ul':
      return block.items.join(' ');
    case 'table':
      return [block.caption, ...block.head, ...block.rows.flat()].join(' ');
    case 'quote':
      return `${block.text} ${block.cite}`;
    default:
      return block.text;
  }
}

function allStrings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => allStrings(item, found));
  else if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach((item) => allStrings(item, found));
  }
  return found;
}

const MODULES = {
  blog,
  portfolio,
  services,
  team,
  faq,
  shop,
  alternateHomes,
  aboutAlt,
  testimonials,
};

describe('copy of the template areas', () => {
  const strings = allStrings(Object.values(MODULES).map((module) => ({ ...module })));

  it('has real text everywhere: no filler, no doubled full stops, no stray spaces', () => {
    expect(strings.length).toBeGreaterThan(500);
    for (const value of strings) {
      expect(value, value).not.toMatch(/lorem|ipsum|dolor sit/i);
      expect(value, value).not.toMatch(/(?<!\.)\.\.(?!\.)/);
      expect(value, value).not.toMatch(/ {2}|^\s|\s$| [,;:]| \.(?!\.\.)/);
    }
  });

  it('keeps the company’s e-mail domain and phone number out of the text it writes itself', () => {
    const domain = COMPANY.emails.info.display.split('@')[1] ?? '';
    const written = allStrings(
      Object.entries(MODULES)
        .filter(([name]) => name !== 'team' && name !== 'services')
        .map(([, module]) => ({ ...module })),
    );
    expect(written.filter((value) => value.includes(domain))).toEqual([]);
  });
});

describe('pictures of the template areas', () => {
  const pictures = collectPictures(...Object.values(MODULES));
  const fresh = pictures.filter(isNewPicture);

  it('declares each picture once, as a .webp under its area, described concretely', () => {
    expect(fresh.length).toBeGreaterThanOrEqual(100);
    pictures.forEach(expectTemplatePicture);
  });

  it('gives each new picture its own description, except a thumbnail cropped from its main picture', () => {
    const byAlt = new Map<string, string[]>();
    for (const picture of fresh) {
      byAlt.set(picture.alt, [...(byAlt.get(picture.alt) ?? []), picture.src]);
    }
    for (const sources of byAlt.values()) {
      if (sources.length === 1) continue;
      const base = sources[0]!.replace(/-(thumb|main)\.webp$/, '');
      expect(sources.sort()).toEqual([`${base}-main.webp`, `${base}-thumb.webp`]);
    }
  });
});

/** A block of an article: paragraphs and quotes of substance, short headings, real lists and tables. */
function expectBlock(block: ArticleBlock) {
  switch (block.type) {
    case 'p':
      return expectText(block.text, 40);
    case 'h2':
      expectText(block.text, 5);
      return expect(block.text.length, block.text).toBeLessThanOrEqual(80);
    case 'ul':
      expect(block.items.length).toBeGreaterThanOrEqual(2);
      return block.items.forEach((item) => expectText(item, 10));
    case 'quote':
      expectText(block.text, 40);
      return expectText(block.cite, 10);
    case 'table':
      expectText(block.caption, 10);
      expect(block.head.length).toBeGreaterThanOrEqual(2);
      expect(block.rows.length).toBeGreaterThanOrEqual(2);
      return block.rows.flat().forEach((cell) => expectText(cell, 1));
  }
}

function expectPost(post: BlogPost) {
  expectPositiveInteger(post.id);
  expectText(post.title, 10);
  expect(post.title.length, post.title).toBeLessThanOrEqual(90);
  expect(post.tags.length).toBeGreaterThanOrEqual(1);
  expect(post.tags.length).toBeLessThanOrEqual(3);
  expectNewPicture(post.thumbnail, 640, 400);
  expectNewPicture(post.mainimage, 1200, 675);
  expectNewPicture(post.extraimg1, 800, 600);
  expectNewPicture(post.extraimg2, 800, 600);
  expectNewPicture(post.smimg, 160, 160);
  expectIsoDate(post.date);
  expect(post.date).toMatch(/^202[56]-/);
  expectText(post.author, 3);
  expect(post.details.length).toBeGreaterThanOrEqual(6);
  post.details.forEach(expectBlock);
  if (post.video !== undefined) expect(post.video).toMatch(/^[\w-]{11}$/);
}

describe('blog posts', () => {
  const posts: BlogPost[] = blog.BLOG_POSTS;

  it.each(posts.map((post) => [post.title, post] as const))(
    '%s: a title, one to three tags, its five pictures at their sizes, a date and real blocks',
    (_title, post) => expectPost(post),
  );

  it('has at least twelve posts with unique ids, titles and dates, newest first', () => {
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(posts.map((post) => post.id)).size).toBe(posts.length);
    expect(new Set(posts.map((post) => post.title)).size).toBe(posts.length);
    const dates = posts.map((post) => post.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(posts.map((post) => [post.title, post] as const))(
    '%s: 400 to 900 words, opening with a paragraph, tables square',
    (_title, post) => {
      const count = words(post.details.map(blockText).join(' '));
      expect(count).toBeGreaterThanOrEqual(400);
      expect(count).toBeLessThanOrEqual(900);
      expect(post.details[0]?.type).toBe('p');
      for (const block of post.details) {
        if (block.type === 'table') {
          for (const row of block.rows) expect(row).toHaveLength(block.head.length);
        }
      }
    },
  );

  it('opens each of the three company news posts with a teaser of two or three sentences', () => {
    expect(COMPANY_NEWS_POSTS).toHaveLength(3);
    for (const news of COMPANY_NEWS_POSTS) {
      const summary = blog.postSummary(news);
      expect(summary.length, news.title).toBeGreaterThanOrEqual(120);
      expect(summary.length, news.title).toBeLessThanOrEqual(400);
      expect(sentences(summary), news.title).toBeGreaterThanOrEqual(2);
      expect(sentences(summary), news.title).toBeLessThanOrEqual(3);
    }
  });

  it('is written by the team, apart from the three company news posts', () => {
    const names = new Set(TEAM.map((member) => member.name));
    const newsIds = new Set(COMPANY_NEWS_POSTS.map((news) => news.id));
    const others = posts.filter((post) => !newsIds.has(post.id));
    expect(others.length).toBeGreaterThanOrEqual(9);
    for (const post of others) expect(names, post.title).toContain(post.author);
  });

  it('pages the listing by six and shows three recent posts', () => {
    expect(BLOG_PAGE_SIZE).toBe(6);
    expect(RECENT_POSTS).toBe(3);
    expect(HOME_2_LATEST_POSTS).toBe(2);
    const pages = blog.pageCount();
    expect(pages).toBe(Math.ceil(posts.length / 6));
    expect(blog.pageOfPosts(1)).toEqual(posts.slice(0, 6));
    expect(blog.pageOfPosts(pages).length).toBeGreaterThan(0);
    expect(blog.pageOfPosts(pages + 1)).toEqual([]);
    expect(blog.pageOfPosts(0)).toEqual([]);
    expect(Array.from({ length: pages }, (_, i) => blog.pageOfPosts(i + 1)).flat()).toEqual(posts);
    expect(blog.recentPosts()).toEqual(posts.slice(0, 3));
    expect(blog.recentPosts(posts[0]!.id)).toEqual(posts.slice(1, 4));
  });

  it('finds posts by id and by tag, and lists each tag in use once', () => {
    expect(blog.postById(posts[2]!.id)).toBe(blog.BLOG_POSTS[2]);
    expect(blog.postById(9999)).toBeUndefined();
    expect(new Set(blog.BLOG_TAGS).size).toBe(blog.BLOG_TAGS.length);
    for (const tag of blog.BLOG_TAGS) {
      const tagged = blog.postsWithTag(tag);
      expect(tagged.length).toBeGreaterThan(0);
      expect(tagged.every((post) => post.tags.includes(tag))).toBe(true);
    }
    expect(blog.BLOG_TAGS.flatMap((tag) => blog.postsWithTag(tag)).length).toBe(
      posts.reduce((sum, post) => sum + post.tags.length, 0),
    );
  });
});

function expectCaseStudy(study: CaseStudy) {
  expectPositiveInteger(study.id);
  expect(study.label).toMatch(/^Case \d{2}$/);
  expectText(study.title, 10);
  expect(study.client).toMatch(/^.+, .+$/);
  expectText(study.clientType, 10);
  expectText(study.location, 5);
  expectText(study.challenge, 150);
  expect(study.supplied.length).toBeGreaterThanOrEqual(1);
  for (const supplied of study.supplied) {
    expectProductTitle(supplied.grade);
    expectText(supplied.use, 10);
  }
  expect(study.process.length).toBeGreaterThanOrEqual(3);
  study.process.forEach((step) => expectText(step, 40));
  expectText(study.result, 80);
  expect(study.figures.length).toBeGreaterThanOrEqual(3);
  for (const figure of study.figures) {
    expectText(figure.label, 5);
    expectText(figure.value, 2);
  }
  // The main picture first, then those that go in the story.
  const [main, ...story] = study.pictures;
  expect(main).toBeDefined();
  if (main) expectNewPicture(main, 1200, 675);
  story.forEach((picture) => expectNewPicture(picture, 800, 600));
  expect(study.path).toBe('/portfolio-details');
}

function expectGridProject(project: PortfolioGridProject) {
  expectPositiveInteger(project.id);
  expectText(project.project_name, 10);
  expectText(project.project_description, 150);
  expectNewPicture(project.src, 800, 600);
}

describe('portfolio', () => {
  it('has the case studies Case 01 to Case 03', () => {
    const studies = portfolio.CASE_STUDIES;
    studies.forEach(expectCaseStudy);
    expect(studies.map((study) => study.label)).toEqual(['Case 01', 'Case 02', 'Case 03']);
    expect(portfolio.caseStudyById(2)?.label).toBe('Case 02');
  });

  it('has six projects, two in each of the three categories', () => {
    const projects = portfolio.PORTFOLIO_PROJECTS;
    expect(projects).toHaveLength(6);
    projects.forEach(expectGridProject);
    expect(new Set(projects.map((project) => project.id)).size).toBe(6);
    expect(portfolio.PORTFOLIO_CATEGORIES).toEqual([
      'Roads & Highway',
      'Construction',
      'Renovation',
    ]);
    for (const category of portfolio.PORTFOLIO_CATEGORIES) {
      expect(portfolio.projectsIn(category)).toHaveLength(2);
    }
    expect(portfolio.projectsIn('All')).toEqual(projects);
    for (const project of projects) {
      expect(sentences(project.project_description)).toBeGreaterThanOrEqual(2);
      expect(sentences(project.project_description)).toBeLessThanOrEqual(4);
    }
  });
});

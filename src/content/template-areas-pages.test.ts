// The company's content for services, team, FAQ, shop and the alternate home and About pages: the
// rules each entry of a collection keeps, then those the pages rely on.
import { describe, expect, it } from 'vitest';
import * as services from './services';
import * as team from './team';
import * as faq from './faq';
import * as shop from './shop';
import * as alternateHomes from './alternate-homes';
import * as aboutAlt from './about-alt';
import * as testimonials from './testimonials';
import { TEAM } from './people';
import { TESTIMONIALS } from './home';
import { PRODUCTS } from './products';
import { COMPANY } from './company';
import type { FaqItem, Review, ServiceCard } from './types';
import {
  expectIsoDate,
  expectNewPicture,
  expectPositiveInteger,
  expectProductTitle,
  expectText,
  sentences,
  words,
} from '../../testing/content/content-rules';

function expectService(service: ServiceCard) {
  expectPositiveInteger(service.id);
  expect(service.slug).toMatch(/^[a-z-]+$/);
  expectText(service.service_name, 5);
  expectText(service.service_description, 80);
  expectNewPicture(service.src, 640, 400);
  expect(service.service_Right.length).toBeGreaterThanOrEqual(1);
  service.service_Right.forEach((item) => expectText(item, 10));
  expect(service.service_Wrong.length).toBeGreaterThanOrEqual(1);
  service.service_Wrong.forEach((item) => expectText(item, 10));
  const { details } = service;
  expect(details.intro.length).toBeGreaterThanOrEqual(1);
  details.intro.forEach((paragraph) => expectText(paragraph, 40));
  expect(details.steps.length).toBeGreaterThanOrEqual(3);
  for (const step of details.steps) {
    expectText(step.title, 3);
    expectText(step.text, 30);
  }
  expect(details.deliverables.length).toBeGreaterThanOrEqual(2);
  details.deliverables.forEach((item) => expectText(item, 10));
  expectText(details.turnaround, 20);
}

describe('services', () => {
  const list = services.SERVICES;

  it.each(list.map((service) => [service.service_name, service] as const))(
    '%s: a slug, a picture of 640 x 400, when to ask and what is delivered',
    (_name, service) => expectService(service),
  );

  it('has at least five services with unique slugs, anchors and paths', () => {
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(new Set(list.map((service) => service.slug)).size).toBe(list.length);
    expect(new Set(list.map((service) => service.id)).size).toBe(list.length);
    for (const [index, service] of list.entries()) {
      expect(service.hasid).toBe(`#${service.slug}`);
      expect([`/service-details/${service.slug}`, '/service-single']).toContain(service.path);
      expect(sentences(service.service_description)).toBeLessThanOrEqual(3);
      expect(services.serviceBySlug(service.slug)).toBe(services.SERVICES[index]);
    }
  });

  it('makes the single-service page a real service of the list, with its sidebar', () => {
    const single = services.SERVICE_SINGLE;
    expect(single.service.service_name).toBe('Plant & Process Audit');
    expect(single.service.path).toBe('/service-single');
    expect(list).toContainEqual(single.service);
    expect(single.breadcrumb.path).toBe('/service-1');
    expect(single.sidebar.contactLink.path).toBe('/contact');
    expect(single.sidebar.phone).toBe(COMPANY.phone);
    expect(single.sidebar.brochure).toBe(COMPANY.downloads.brochure);
    expectNewPicture(single.image);
  });

  it('ends the list with Many More ... and has the second page’s intro and vision', () => {
    expect(services.SERVICES_MORE.label).toBe('Many More ...');
    expect(services.SERVICE_2.paragraphs.length).toBeGreaterThanOrEqual(2);
    expectNewPicture(services.SERVICE_2.vision.image);
  });
});

describe('team', () => {
  const profiles = team.TEAM_PROFILES;

  it('extends the six members of the About page without changing them', () => {
    expect(profiles.map(({ id, name, position, src }) => ({ id, name, position, src }))).toEqual(
      TEAM,
    );
    expect(profiles.every((profile) => profile.position === 'Senior Engineer')).toBe(true);
  });

  it.each(profiles.map((profile) => [profile.name, profile] as const))(
    '%s: a bio of 80 to 150 words, expertise, languages and an address on the company domain',
    (_name, profile) => {
      expect(words(profile.bio)).toBeGreaterThanOrEqual(80);
      expect(words(profile.bio)).toBeLessThanOrEqual(150);
      expect(profile.expertise.length).toBeGreaterThanOrEqual(3);
      expect(profile.languages).toContain('English');
      expect(profile.joinedYear).toBeGreaterThanOrEqual(COMPANY.foundedYear);
      const domain = COMPANY.emails.info.display.split('@')[1];
      expect(profile.email.display).toMatch(new RegExp(`^[a-z]+\\.[a-z]+@${domain}$`));
      expect(profile.email.href).toBe(`mailto:${profile.email.display}`);
      expect(team.profileBySlug(profile.slug)).toBe(profile);
    },
  );

  it('counts whole years with the company', () => {
    const first = profiles[0]!;
    expect(team.yearsWithCompany(first, new Date(2026, 5, 1))).toBe(2026 - first.joinedYear);
  });
});

function expectFaqItem(item: FaqItem) {
  expectPositiveInteger(item.id);
  expect(item.question).toMatch(/^[A-Z].{10,}\?$/);
  expect(item.answer.length).toBeGreaterThanOrEqual(1);
  item.answer.forEach((paragraph) => expectText(paragraph, 60));
}

describe('FAQ', () => {
  const items = faq.FAQ_ITEMS;

  it('asks five questions, each answered in paragraphs of substance', () => {
    expect(items).toHaveLength(5);
    items.forEach(expectFaqItem);
  });

  it('has five distinct questions and answers, the first open by default', () => {
    expect(new Set(items.map((item) => item.question)).size).toBe(5);
    expect(new Set(items.map((item) => item.answer.join(' '))).size).toBe(5);
    expect(faq.FAQ_OPEN_ID).toBe(items[0]!.id);
  });

  it('covers minimum order, packaging, shelf life, lead time and export to Sri Lanka', () => {
    const answers = items.map((item) => item.answer.join(' '));
    expect(answers[0]).toMatch(/220 kg drum/);
    expect(answers[1]).toMatch(/220 kg.*1,000 kg IBCs.*tankers/);
    expect(answers[2]).toMatch(/six months.*25 °C/);
    expect(answers[3]).toMatch(/working days/);
    expect(answers[4]).toMatch(/Sri Lanka.*Colombo/);
  });
});

function expectReview(review: Review) {
  expectPositiveInteger(review.id);
  expectText(review.name, 5);
  expectIsoDate(review.date);
  expect(review.time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
  expectNewPicture(review.src, 160, 160);
  expect(Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5).toBe(true);
  expectText(review.review, 100);
  expect(
    PRODUCTS.some((product) => product.id === review.productId),
    review.productId,
  ).toBe(true);
}

describe('shop, cart and checkout', () => {
  it('offers India and Sri Lanka first, then the five export countries', () => {
    expect(shop.COUNTRY_OPTIONS.map((option) => option.value)).toEqual([
      'in',
      'lk',
      'uk',
      'us',
      'bd',
      'saudi',
      'dubai',
    ]);
    expect(shop.COUNTRY_OPTIONS.every((option) => option.label.length > 3)).toBe(true);
  });

  it('has three to five reviews whose average is the displayed rating of 4.5', () => {
    const reviews = shop.REVIEWS;
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    expect(reviews.length).toBeLessThanOrEqual(5);
    reviews.forEach(expectReview);
    expect(new Set(reviews.map((review) => review.id)).size).toBe(reviews.length);
    const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
    expect(shop.DISPLAYED_RATING).toBe(4.5);
    expect(average).toBe(shop.DISPLAYED_RATING);
  });

  it('says plainly that checkout requests a quotation and takes no payment', () => {
    expect(shop.NO_PAYMENT_NOTICE).toMatch(/quotation request/);
    expect(shop.NO_PAYMENT_NOTICE).toMatch(/No payment is taken/);
    // The button keeps the spec's label; the notice beside it says that nothing is paid.
    expect(shop.CHECKOUT_TEXT.submit).toBe('Make Payment');
    expect(shop.CHECKOUT_TEXT.couponHelp.length).toBeGreaterThan(40);
  });
});

describe('alternate home and About pages', () => {
  it('has three or four building and renovation slides on the second home page', () => {
    const slides = alternateHomes.HOME_2_SLIDES;
    expect(slides.length).toBeGreaterThanOrEqual(3);
    expect(slides.length).toBeLessThanOrEqual(4);
    for (const slide of slides) expectNewPicture(slide.image, 1600, 800);
  });

  it('has two scrolling bands of short phrases and a video', () => {
    const [first, second] = alternateHomes.HOME_2_TEXT_BANDS;
    for (const band of [first, second]) {
      expect(band.length).toBeGreaterThanOrEqual(5);
      expect(band.every((phrase) => words(phrase) <= 4)).toBe(true);
    }
    expect(alternateHomes.HOME_2_VIDEO.youtubeId).toMatch(/^[\w-]{11}$/);
  });

  it('recommends catalogue grades for each process on the third home page', () => {
    for (const item of alternateHomes.HOME_3_PROCESSES.items) {
      expect(item.grades.length).toBeGreaterThanOrEqual(1);
      item.grades.forEach(expectProductTitle);
      expect(item.path).toMatch(/^\/(products|applications#[a-z]+)$/);
    }
    expect(alternateHomes.HOME_3_FACTS).toHaveLength(4);
  });

  it('tells the story from the founding year and describes both plants', () => {
    const years = aboutAlt.ABOUT_1.milestones.map((milestone) => milestone.year);
    expect(years[0]).toBe(COMPANY.foundedYear);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(aboutAlt.ABOUT_1.plants.map((plant) => plant.address)).toEqual([
      COMPANY.addresses.maharashtra.lines,
      COMPANY.addresses.sriLanka.lines,
    ]);
    expect(aboutAlt.ABOUT_2.batchSteps.length).toBeGreaterThanOrEqual(4);
  });

  it('gives the carousels at least five testimonials, the home page’s three first', () => {
    const list = testimonials.CAROUSEL_TESTIMONIALS;
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.slice(0, TESTIMONIALS.length)).toEqual(TESTIMONIALS);
    expect(new Set(list.map((entry) => entry.id)).size).toBe(list.length);
  });
});

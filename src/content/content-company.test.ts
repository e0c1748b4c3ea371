// The company's identity, media, team and legal texts, checked against the published counts and
// dates.
import { describe, expect, it } from 'vitest';
import { COMPANY } from './company';
import * as media from './media';
import { TEAM } from './people';
import * as groupCompanies from './group-companies';
import { TERMS } from './legal';
import { EXPERIENCE_YEARS, FOOTER_GALLERY_SIZE, LEGAL_DATE, MINIMUM_AGE } from './constants';
import type { Certificate, GalleryItem } from './types';
import { expectPicture, expectText } from '../../testing/content/content-rules';

// Raw text of every source file, read through Vite so this browser-side test needs no Node
// built-ins.
const SOURCE_FILES = import.meta.glob<string>(
  [
    '/src/**/*.{ts,tsx}',
    '/scripts/**/*.ts',
    '/artwork/**/*.ts',
    '!/artwork/node_modules/**',
    '!**/*.test.{ts,tsx}',
    '!**/*.e2e.ts',
    '!/src/content/company.ts',
    // The facts the privacy notice states, company.ts's own by re-export (see notice-facts.ts).
    '!/src/content/notice-facts.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

function expectGallery(items: GalleryItem[]) {
  for (const item of items) {
    expect(Number.isInteger(item.id)).toBe(true);
    expectPicture(item.src);
  }
}

function expectCertificate(certificate: Certificate) {
  expect(Number.isInteger(certificate.id)).toBe(true);
  expectPicture(certificate.image);
}

describe('media, team and group companies', () => {
  it('has six footer gallery images with ids 1 to 6', () => {
    expectGallery(media.FOOTER_GALLERY);
    expect(media.FOOTER_GALLERY.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(media.FOOTER_GALLERY).toHaveLength(FOOTER_GALLERY_SIZE);
  });

  it('has six gallery photos and four About glimpses', () => {
    expectGallery(media.GALLERY);
    expectGallery(media.ABOUT_GALLERY);
    expect(media.GALLERY).toHaveLength(6);
    expect(media.ABOUT_GALLERY).toHaveLength(4);
  });

  it('has three certificates, one of them ISO 9001:2015', () => {
    media.CERTIFICATES.forEach(expectCertificate);
    const parsed = media.CERTIFICATES;
    expect(parsed).toHaveLength(3);
    expect(parsed.filter((certificate) => certificate.name.includes('ISO 9001:2015'))).toHaveLength(
      1,
    );
  });

  it('states the About claims and the 35+ years counter', () => {
    expect(media.ABOUT.experienceYears).toBe(EXPERIENCE_YEARS);
    expect(media.ABOUT.claims).toEqual([
      `Over ${EXPERIENCE_YEARS} years in business`,
      'ISO 9001:2015 certified quality management',
      'In-house research and development',
      'Ethical business practices',
    ]);
    expect(media.ABOUT.plants.map((plant) => plant.name)).toEqual([
      'Maharashtra, India',
      'Sri Lanka',
    ]);
  });

  it('lists six team members, all Senior Engineer', () => {
    expect(TEAM).toHaveLength(6);
    for (const member of TEAM) {
      expect(Number.isInteger(member.id)).toBe(true);
      expectText(member.name, 3);
      expect(member.position).toBe('Senior Engineer');
      expectPicture(member.src);
    }
    expect(new Set(TEAM.map((member) => member.name)).size).toBe(6);
  });

  it('has the two group companies at their spec paths and two Lanka Compsite images', () => {
    expect(groupCompanies.GROUP_COMPANIES.map((company) => [company.name, company.path])).toEqual([
      ['Kalpa Composite', '/kalpacomposite'],
      ['Lanka Compsite', '/lankacompsite'],
    ]);
    expect(groupCompanies.LANKA_COMPSITE_PAGE.images).toHaveLength(2);
    expect(groupCompanies.KALPA_COMPOSITE_PAGE.paragraphs.length).toBeGreaterThanOrEqual(2);
  });
});

describe('legal', () => {
  // The privacy policy was rewritten later and carries its own date (privacy-policy.test.ts).
  it('dates the terms March 15, 2025 with 6 to 8 sections', () => {
    expect(TERMS.date).toBe('March 15, 2025');
    expect(TERMS.date).toBe(LEGAL_DATE);
    expect(TERMS.sections.length).toBeGreaterThanOrEqual(6);
    expect(TERMS.sections.length).toBeLessThanOrEqual(8);
    for (const section of TERMS.sections) {
      expectText(section.heading, 3);
      expect(section.paragraphs.length).toBeGreaterThan(0);
      section.paragraphs.forEach((paragraph) => expectText(paragraph, 20));
    }
  });

  it('states in the terms that users must be at least 18', () => {
    const text = TERMS.sections.flatMap((section) => section.paragraphs).join(' ');
    expect(text).toContain(`at least ${MINIMUM_AGE} years old`);
    expect(MINIMUM_AGE).toBe(18);
  });
});

describe('company identity', () => {
  it('has matching display and href for the phone and both e-mails', () => {
    expect(COMPANY.phone.href).toBe(`tel:${COMPANY.phone.display.replace(/\s/g, '')}`);
    for (const email of Object.values(COMPANY.emails)) {
      expect(email.href).toBe(`mailto:${email.display}`);
    }
  });

  it('embeds the Maharashtra plant map and links relative PDF downloads', () => {
    const embed = new URL(COMPANY.mapEmbedUrl);
    expect(embed.protocol).toBe('https:');
    expect(embed.searchParams.get('output')).toBe('embed');
    expect(embed.searchParams.get('q')).toBe(COMPANY.addresses.maharashtra.mapQuery);
    expect(COMPANY.addresses.maharashtra.mapQuery).toMatch(/MIDC.*Maharashtra/);
    expect(Object.values(COMPANY.downloads).map((link) => link.href)).toEqual([
      'downloads/kalpa-resins-product-catalogue.pdf',
      'downloads/kalpa-resins-brochure.pdf',
      'downloads/kalpa-composite-e-catalog.pdf',
    ]);
    expect(COMPANY.social).toHaveLength(4);
  });

  it('keeps the phone number and e-mail addresses out of every other source file', () => {
    const offenders = Object.entries(SOURCE_FILES)
      .filter(([, source]) =>
        [/98765[\s-]?43210/, /@kalparesins\.example/, /tel:\+?\d{6,}/, /mailto:[\w.+-]+@/].some(
          (pattern) => pattern.test(source),
        ),
      )
      .map(([file]) => file);
    expect(Object.keys(SOURCE_FILES).length).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });
});

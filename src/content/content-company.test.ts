// The company's identity, media, team and legal texts, checked against the published counts and
// dates. Schemas use full zod here: this file never reaches the browser.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COMPANY } from './company';
import * as media from './media';
import { TEAM } from './people';
import * as groupCompanies from './group-companies';
import { TERMS } from './legal';
import { EXPERIENCE_YEARS, FOOTER_GALLERY_SIZE, LEGAL_DATE, MINIMUM_AGE } from './constants';
import { pictureSchema } from './testing/picture-schema';

// Raw text of every source file, read through Vite so this browser-side test needs no Node
// built-ins.
const SOURCE_FILES = import.meta.glob<string>(
  [
    '/src/**/*.{ts,tsx}',
    '/scripts/**/*.ts',
    '!**/*.test.{ts,tsx}',
    '!**/*.e2e.ts',
    '!/src/content/company.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

const galleryItemSchema = z.strictObject({ id: z.number().int(), src: pictureSchema });
const certificateSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  image: pictureSchema,
});
const teamSchema = z.strictObject({
  id: z.number().int(),
  name: z.string().min(3),
  position: z.literal('Senior Engineer'),
  src: pictureSchema,
});
const legalSchema = z.strictObject({
  title: z.string(),
  date: z.literal('March 15, 2025'),
  sections: z
    .array(
      z.strictObject({
        heading: z.string().min(3),
        paragraphs: z.array(z.string().min(20)).min(1),
      }),
    )
    .min(6)
    .max(8),
});
describe('media, team and group companies', () => {
  it('has six footer gallery images with ids 1 to 6', () => {
    const parsed = z.array(galleryItemSchema).parse(media.FOOTER_GALLERY);
    expect(parsed.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(parsed).toHaveLength(FOOTER_GALLERY_SIZE);
  });

  it('has six gallery photos and four About glimpses', () => {
    expect(z.array(galleryItemSchema).length(6).parse(media.GALLERY)).toHaveLength(6);
    expect(z.array(galleryItemSchema).length(4).parse(media.ABOUT_GALLERY)).toHaveLength(4);
  });

  it('has three certificates, one of them ISO 9001:2015', () => {
    const parsed = z.array(certificateSchema).length(3).parse(media.CERTIFICATES);
    expect(parsed.filter((certificate) => certificate.name.includes('ISO 9001:2015'))).toHaveLength(
      1,
    );
  });

  it('states the About claims and the 35+ years counter', () => {
    expect(media.ABOUT.experienceYears).toBe(EXPERIENCE_YEARS);
    expect(media.ABOUT.claims).toEqual([
      'Over 30 years in business',
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
    const parsed = z.array(teamSchema).length(6).parse(TEAM);
    expect(new Set(parsed.map((member) => member.name)).size).toBe(6);
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
    expect(legalSchema.parse(TERMS).date).toBe(LEGAL_DATE);
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

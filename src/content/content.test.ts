// The static display data, checked against the published routes, menu, counts and prices and against the files
// it points to. Schemas use full zod here: this file never reaches the browser.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COMPANY } from './company';
import { CATALOGUE_MENU_ENTRY, MENU } from './menu';
import { PRODUCTS, PRODUCT_TABS, productsIn } from './products';
import { APPLICATIONS, RESIN_TYPES } from './applications';
import * as home from './home';
import * as media from './media';
import { TEAM } from './people';
import * as groupCompanies from './group-companies';
import { PRIVACY, TERMS } from './legal';
import { EXPERIENCE_YEARS, FOOTER_GALLERY_SIZE, LEGAL_DATE, MINIMUM_AGE } from './constants';
import type { Picture } from './types';

// Raw text of every public image and every source file, read through Vite so this browser-side
// test needs no Node built-ins.
const PUBLIC_FILES = import.meta.glob<string>('/public/images/**/*', {
  query: '?raw',
  import: 'default',
  eager: true,
});
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

const pictureSchema = z.strictObject({
  src: z.string().regex(/^images\/[a-z0-9/-]+\.(svg|webp)$/),
  alt: z.string().min(3),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  widths: z.array(z.number().int().positive()).optional(),
});

const submenuSchema = z.strictObject({
  id: z.number().int(),
  name: z.string().min(1),
  path: z.string().min(1),
  subdropdownMenu: z.literal(false),
  target: z.boolean().optional(),
  download: z.boolean().optional(),
});

const menuSchema = z.array(
  z.strictObject({
    id: z.number().int(),
    name: z.string().min(1),
    path: z.string().nullable(),
    dropdownMenu: z.array(submenuSchema),
  }),
);

const resinTypeSchema = z.enum(['ISO NPG', 'PTA', 'Ortho', 'ISO', 'R-PET']);

const applicationSchema = z.strictObject({
  id: z.number().int(),
  slug: z.string().regex(/^[a-z]+$/),
  path: z.string(),
  hasid: z.string(),
  service_name: z.string().min(1),
  service_description: z.string().min(80),
  service_Right: z.array(resinTypeSchema).min(1),
  service_Wrong: z.array(resinTypeSchema).min(1),
  src: pictureSchema,
});

const productSchema = z.strictObject({
  id: z.string().regex(/^[a-z-]+$/),
  category: z.enum(['unsaturated', 'gelcoat', 'optical']),
  title: z.string().min(3),
  thumbnail: pictureSchema,
  price: z.string().regex(/^\d+$/),
  discount_price: z.string().regex(/^\d+$/),
  description: z.array(z.string().min(40)).min(1),
  points: z
    .array(z.strictObject({ label: z.string().min(2), value: z.string().min(1) }))
    .optional(),
  keyCharacteristics: z.array(z.string().min(5)).optional(),
});

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

function sentences(text: string): number {
  return text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
}

describe('menu', () => {
  it('has exactly the six top entries with their targets', () => {
    expect(menuSchema.parse(MENU).map(({ name, path }) => [name, path])).toEqual([
      ['Home', '/'],
      ['About Us', '/about-us'],
      ['Products', '/products'],
      ['Applications', '/applications'],
      ['Contact Us', null],
      ['Group Companies', null],
    ]);
  });

  const submenu = (name: string) =>
    (MENU.find((item) => item.name === name)?.dropdownMenu ?? []).map((entry) => [
      entry.name,
      entry.path,
    ]);

  it('lists the About Us anchors with the spec spellings', () => {
    expect(submenu('About Us')).toEqual([
      ['About Us', '/about-us#about-us'],
      ['Research & Develpoment', '/about-us#research-and-develpoment'],
      ['Certificates', '/about-us#certificates'],
      ['Glimpses', '/about-us#gallery'],
    ]);
  });

  it('lists the 15 application anchors and labels letter for letter', () => {
    expect(submenu('Applications')).toEqual([
      ['manhole', '/applications#manhole'],
      ['Moulding', '/applications#moudling'],
      ['Roofing Sheet', '/applications#roofingsheet'],
      ['Pultrusion', '/applications#pultrusion'],
      ['Natural Marble Processing', '/applications#naturalmarbleprocessing'],
      ['Engineered Quartz Slabs', '/applications#engineeredquartzring'],
      ['Button', '/applications#button'],
      ['Sheet Moulding Compound (SMC/DMC)', '/applications#smc'],
      ['Vaccum Infusion', '/applications#vaccuminfusion'],
      ['Solid Surface', '/applications#solidsurface'],
      ['Mining Capsule', '/applications#miningcapsule'],
      ['Abrasive', '/applications#abrasive'],
      ['Marine', '/applications#marine'],
      ['Furniture Lamination', '/applications#furniturelamination'],
      ['Car Putty', '/applications#carputty'],
    ]);
  });

  it('gives Home and Products no submenu and Contact Us its three routes', () => {
    expect(submenu('Home')).toEqual([]);
    expect(submenu('Products')).toEqual([]);
    expect(submenu('Contact Us')).toEqual([
      ['Inquiry', '/inquiry'],
      ['Career', '/career'],
      ['Location', '/location'],
    ]);
  });

  it('opens the two sister-company sites in a new tab and keeps one internal route', () => {
    const entries = MENU.find((item) => item.name === 'Group Companies')?.dropdownMenu ?? [];
    const external = entries.filter((entry) => entry.target === true);
    const internal = entries.filter((entry) => entry.target !== true);
    expect(external.map((entry) => [entry.name, entry.path])).toEqual([
      ['Kalpa Composite', 'https://www.kalpacomposite.example'],
      ['Lanka Compsite', 'https://www.lankacompsite.example'],
    ]);
    expect(internal.map((entry) => entry.path)).toEqual(['/kalpacomposite']);
  });

  it('uses unique ids across all entries', () => {
    const ids = MENU.flatMap((item) => [item.id, ...item.dropdownMenu.map((entry) => entry.id)]);
    expect(new Set([...ids, CATALOGUE_MENU_ENTRY.id]).size).toBe(ids.length + 1);
  });

  it('offers the product catalogue PDF as a download entry', () => {
    expect(submenuSchema.parse(CATALOGUE_MENU_ENTRY)).toMatchObject({
      name: 'Product Catalogue',
      path: 'downloads/kalpa-resins-product-catalogue.pdf',
      download: true,
    });
  });
});

describe('applications', () => {
  it('has the 15 spec slugs and names in order', () => {
    const parsed = z.array(applicationSchema).length(15).parse(APPLICATIONS);
    expect(parsed.map((entry) => entry.slug)).toEqual([
      'manhole',
      'moudling',
      'roofingsheet',
      'pultrusion',
      'naturalmarbleprocessing',
      'engineeredquartzring',
      'button',
      'smc',
      'vaccuminfusion',
      'solidsurface',
      'miningcapsule',
      'abrasive',
      'marine',
      'furniturelamination',
      'carputty',
    ]);
    expect(parsed.map((entry) => entry.service_name)).toEqual([
      'Manhole',
      'Moulding',
      'Roofing Sheet',
      'Pultrusion',
      'Natural Marble',
      'Engineered Quartz Slabs',
      'Button',
      'SMC / DMC',
      'Vaccum Infusion',
      'Solid Surface',
      'Mining Capsule',
      'Abrasive',
      'Marine',
      'Furniture Lamination',
      'Car Putty',
    ]);
  });

  it.each(APPLICATIONS.map((entry) => [entry.slug, entry] as const))(
    '%s: path, anchor, 2-4 sentences and no resin both suitable and unsuitable',
    (slug, entry) => {
      expect(entry.path).toBe(`/application/${slug}`);
      expect(entry.hasid).toBe(`#${slug}`);
      expect(sentences(entry.service_description)).toBeGreaterThanOrEqual(2);
      expect(sentences(entry.service_description)).toBeLessThanOrEqual(4);
      expect(entry.service_Right.filter((type) => entry.service_Wrong.includes(type))).toEqual([]);
    },
  );

  it('recommends NPG and ISO for marine and rules out Ortho and R-PET', () => {
    const marine = APPLICATIONS.find((entry) => entry.slug === 'marine');
    expect(marine?.service_Right).toEqual(['ISO NPG', 'ISO']);
    expect(marine?.service_Wrong).toEqual(['Ortho', 'R-PET']);
  });

  it('exports the five resin types', () => {
    expect(RESIN_TYPES).toEqual(['ISO NPG', 'PTA', 'Ortho', 'ISO', 'R-PET']);
  });
});

describe('products', () => {
  it('has the three tabs in order', () => {
    expect(PRODUCT_TABS).toEqual([
      { key: 'unsaturated', label: 'Unsaturated Polyester Resin' },
      { key: 'gelcoat', label: 'Gelcoat Resin' },
      { key: 'optical', label: 'Optical Fiber Rod Resin' },
    ]);
  });

  it('has 5 unsaturated, 3 gelcoat and 1 optical product with unique ids and titles', () => {
    const parsed = z.array(productSchema).length(9).parse(PRODUCTS);
    expect(parsed.map((product) => product.category)).toEqual([
      ...Array<string>(5).fill('unsaturated'),
      ...Array<string>(3).fill('gelcoat'),
      'optical',
    ]);
    expect(new Set(parsed.map((product) => product.id)).size).toBe(9);
    expect(new Set(parsed.map((product) => product.title)).size).toBe(9);
  });

  it('covers ortho, iso, iso-NPG, PTA and recycled PET in the unsaturated tab', () => {
    expect(productsIn('unsaturated').map((product) => product.title)).toEqual([
      'General Purpose Orthophthalic Resin',
      'Isophthalic Resin',
      'Isophthalic-NPG Resin',
      'PTA Based Resin',
      'Recycled PET (R-PET) Based Resin',
    ]);
    expect(productsIn('gelcoat').map((product) => product.title)).toEqual([
      'Orthophthalic Gelcoat',
      'Isophthalic Gelcoat',
      'Isophthalic-NPG Gelcoat',
    ]);
    expect(productsIn('optical')).toHaveLength(1);
  });

  it('uses the published sample prices', () => {
    const prices = (category: 'unsaturated' | 'gelcoat' | 'optical') =>
      productsIn(category).map((product) => [product.price, product.discount_price]);
    expect(prices('unsaturated')).toEqual([
      ['1099', '999'],
      ['259', '199'],
      ['299', '198'],
      ['459', '358'],
      ['299', '198'],
    ]);
    expect(prices('gelcoat')).toEqual([
      ['1099', '999'],
      ['259', '199'],
      ['299', '198'],
    ]);
    expect(prices('optical')).toEqual([['1099', '999']]);
  });

  it('gives every gelcoat 4 to 6 key characteristics and no other product any', () => {
    for (const product of PRODUCTS) {
      if (product.category === 'gelcoat') {
        expect(product.keyCharacteristics?.length).toBeGreaterThanOrEqual(4);
        expect(product.keyCharacteristics?.length).toBeLessThanOrEqual(6);
      } else {
        expect(product.keyCharacteristics).toBeUndefined();
      }
    }
  });

  it('states viscosity, acid value and gel time with units for every resin', () => {
    for (const product of PRODUCTS) {
      const points = product.points ?? [];
      expect(points.find((point) => point.label.startsWith('Viscosity'))?.value).toMatch(/mPa·s$/);
      expect(points.find((point) => point.label.startsWith('Gel time'))?.value).toMatch(/min$/);
      if (product.category !== 'gelcoat') {
        expect(points.find((point) => point.label === 'Acid value')?.value).toMatch(/mg KOH\/g$/);
      }
    }
  });
});

describe('home', () => {
  it('has the three hero slides with the spec titles', () => {
    expect(home.HERO_SLIDES.map((slide) => slide.title)).toEqual([
      'Leading Manufacturer of Unsaturated Polyester Resin in India & Sri Lanka',
      'Manufacturing Polyester Resins for Versatile Applications',
      'Committed to Quality',
    ]);
  });

  it('has the three product cards and the about heading', () => {
    expect(home.HOME_PRODUCT_CARDS.map((card) => card.name)).toEqual([
      'Unsaturated Polyester Resin',
      'Gelcoat Resin',
      'Optical Fiber Rod Resin',
    ]);
    expect(home.HOME_ABOUT.heading).toBe('A trusted name in Resin industry');
  });

  it('has vision bars of 80, 90, 70 and 95 percent, six client logos and three testimonials', () => {
    expect(home.VISION.bars.map((bar) => bar.value)).toEqual([80, 90, 70, 95]);
    expect(home.CLIENT_LOGOS).toHaveLength(6);
    expect(home.TESTIMONIALS).toHaveLength(3);
    expect(home.HOME_VIDEO.youtubeId).toMatch(/^[\w-]{11}$/);
  });
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
  it('dates privacy and terms March 15, 2025 with 6 to 8 sections each', () => {
    expect(legalSchema.parse(PRIVACY).date).toBe(LEGAL_DATE);
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

function collectPictures(value: unknown, found: Map<string, Picture>): void {
  const parsed = pictureSchema.safeParse(value);
  if (parsed.success) {
    found.set(parsed.data.src, parsed.data);
  } else if (Array.isArray(value)) {
    value.forEach((item) => collectPictures(item, found));
  } else if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach((item) => collectPictures(item, found));
  }
}

describe('images', () => {
  const found = new Map<string, Picture>();
  collectPictures([COMPANY, PRODUCTS, APPLICATIONS, home, media, TEAM, groupCompanies], found);
  const pictures = [...found.values()];

  it('finds every picture the content uses', () => {
    expect(pictures.length).toBeGreaterThanOrEqual(60);
  });

  it.each(pictures.map((picture) => [picture.src, picture] as const))(
    '%s exists under public/ with the declared width and height',
    (src, picture) => {
      const file = PUBLIC_FILES[`/public/${src}`];
      expect(file, `public/${src} is missing`).toBeDefined();
      const svg = file ?? '';
      // WebP files are binary: their pixel size is checked by scripts/images/generate-images.test.ts.
      if (src.endsWith('.webp')) {
        expect(svg.startsWith('RIFF') && svg.slice(8, 12) === 'WEBP').toBe(true);
        return;
      }
      expect(svg).toContain(`width="${picture.width}" height="${picture.height}"`);
      expect(svg).toContain(`viewBox="0 0 ${picture.width} ${picture.height}"`);
    },
  );

  it('keeps large SVG scenes under 25 KB and other SVGs under 10 KB', () => {
    const heavy = Object.entries(PUBLIC_FILES)
      .map(([file, svg]) => ({ file, size: new TextEncoder().encode(svg).byteLength }))
      .filter(({ file, size }) => {
        // WebP budgets are checked by scripts/images/generate-images.test.ts.
        if (!file.endsWith('.svg')) return false;
        const large = /\/(hero|gallery|group\/lanka|home\/video|home\/about)/.test(file);
        return size > (large ? 25_000 : 10_000);
      });
    expect(heavy).toEqual([]);
  });
});

describe('resin types and their grades', () => {
  it('maps every resin type of the applications to at least one catalogue grade', async () => {
    const { gradesOfType } = await import('./resin-grades');
    const { RESIN_TYPES } = await import('./applications');
    for (const type of RESIN_TYPES) expect(gradesOfType(type).length, type).toBeGreaterThan(0);
    expect(gradesOfType('ISO').map((p) => p.id)).toEqual(['isophthalic', 'isophthalic-gelcoat']);
  });
});

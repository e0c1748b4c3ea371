// The static display data, checked against the published routes, menu, counts and prices and against the files
// it points to. Their shapes are types.ts's; these tests hold the values to their rules.
import { describe, expect, it } from 'vitest';
import { CATALOGUE_MENU_ENTRY, MENU } from './menu';
import { PRODUCTS, PRODUCT_TABS, productsIn } from './products';
import { priceCents } from './prices';
import { PRICE_NOTICE, PRICE_UNIT } from './shop';
import { APPLICATIONS, RESIN_TYPES } from './applications';
import * as home from './home';
import type { SubmenuItem } from './types';
import { expectPicture, expectText } from '../../testing/content/content-rules';

/** A submenu entry: a name and a path, and no menu of its own. */
function expectSubmenuEntry(entry: SubmenuItem) {
  expect(Number.isInteger(entry.id), entry.name).toBe(true);
  expectText(entry.name, 1);
  expectText(entry.path, 1);
  expect(entry.subdropdownMenu, entry.name).toBe(false);
}

function sentences(text: string): number {
  return text.split(/(?<=[.!?])\s+(?=[A-Z])/).length;
}
describe('menu', () => {
  it('has exactly the six top entries with their targets', () => {
    for (const item of MENU) {
      expect(Number.isInteger(item.id), item.name).toBe(true);
      expectText(item.name, 1);
      item.dropdownMenu.forEach(expectSubmenuEntry);
    }
    expect(MENU.map(({ name, path }) => [name, path])).toEqual([
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
    expectSubmenuEntry(CATALOGUE_MENU_ENTRY);
    expect(CATALOGUE_MENU_ENTRY).toMatchObject({
      name: 'Product Catalogue',
      path: 'downloads/kalpa-resins-product-catalogue.pdf',
      download: true,
    });
  });
});

describe('applications', () => {
  it('has the 15 spec slugs and names in order', () => {
    const parsed = APPLICATIONS;
    expect(parsed).toHaveLength(15);
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
    '%s: path, anchor, 2-4 sentences, a picture and no resin both suitable and unsuitable',
    (slug, entry) => {
      expect(Number.isInteger(entry.id)).toBe(true);
      expect(slug).toMatch(/^[a-z]+$/);
      expectText(entry.service_name, 1);
      expectText(entry.service_description, 80);
      expect(entry.service_Right.length).toBeGreaterThan(0);
      expect(entry.service_Wrong.length).toBeGreaterThan(0);
      expectPicture(entry.src);
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
    const parsed = PRODUCTS;
    expect(parsed).toHaveLength(9);
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

  it('prices the grades in the order the market does, per drum, the list price above the final one', () => {
    const final = (id: string) => priceCents(PRODUCTS.find((p) => p.id === id)!.discount_price);
    const cheapestFirst = [
      'general-purpose-orthophthalic',
      'recycled-pet',
      'pta-based',
      'isophthalic',
      'isophthalic-npg',
    ];
    const finals = cheapestFirst.map(final);
    expect(finals).toEqual([...finals].sort((a, b) => a - b));
    expect(new Set(finals).size).toBe(finals.length);
    // Each gelcoat costs more than the resin it is made from.
    expect(final('orthophthalic-gelcoat')).toBeGreaterThan(final('general-purpose-orthophthalic'));
    expect(final('isophthalic-gelcoat')).toBeGreaterThan(final('isophthalic'));
    expect(final('isophthalic-npg-gelcoat')).toBeGreaterThan(final('isophthalic-npg'));
    expect(final('isophthalic-npg-gelcoat')).toBeGreaterThan(final('isophthalic-gelcoat'));
    // The optical rod resin is a specialty: above every other grade.
    const optical = final('optical-fiber-rod');
    for (const product of PRODUCTS.filter((p) => p.category !== 'optical')) {
      expect(priceCents(product.discount_price), product.id).toBeLessThan(optical);
    }
    for (const product of PRODUCTS) {
      expect(priceCents(product.discount_price), product.id).toBeLessThan(
        priceCents(product.price),
      );
    }
    expect(PRICE_UNIT.per).toBe('per 220 kg drum');
    expect(PRICE_NOTICE).toContain(PRICE_UNIT.per);
  });

  it.each(PRODUCTS.map((product) => [product.id, product] as const))(
    '%s: a plain id, a title, a picture, whole-number prices and real descriptions',
    (id, product) => {
      expect(id).toMatch(/^[a-z-]+$/);
      expectText(product.title, 3);
      expectPicture(product.thumbnail);
      expect(product.price).toMatch(/^\d+$/);
      expect(product.discount_price).toMatch(/^\d+$/);
      expect(product.description.length).toBeGreaterThan(0);
      product.description.forEach((paragraph) => expectText(paragraph, 40));
      for (const point of product.points ?? []) {
        expectText(point.label, 2);
        expectText(point.value, 1);
      }
      product.keyCharacteristics?.forEach((item) => expectText(item, 5));
    },
  );

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
describe('resin types and their grades', () => {
  it('maps every resin type of the applications to at least one catalogue grade', async () => {
    const { gradesOfType } = await import('./resin-grades');
    const { RESIN_TYPES } = await import('./applications');
    for (const type of RESIN_TYPES) expect(gradesOfType(type).length, type).toBeGreaterThan(0);
    expect(gradesOfType('ISO').map((p) => p.id)).toEqual(['isophthalic', 'isophthalic-gelcoat']);
  });
});

// The facts of each page for search engines, as schema.org JSON-LD typed with schema-dts: the
// company on every page, the breadcrumb trail, a grade as a Product, a post as a BlogPosting
// and each opening of the career page as a JobPosting. Only what the page itself shows: no
// offers, prices or ratings a grade's page does not carry. The dealers page lists its dealers as
// Stores (dealer-stores.ts).
import type {
  BlogPosting,
  BreadcrumbList,
  ContactPoint,
  Corporation,
  JobPosting,
  PostalAddress,
  Product,
  PropertyValue,
  Thing,
  WithContext,
} from 'schema-dts';
import { postById } from '../../content/blog';
import { COMPANY, type PostalAddress as CompanyAddress } from '../../content/company';
import { OPEN_POSITIONS, type OpenPosition } from '../../content/positions';
import { PRODUCT_TABS, PRODUCTS } from '../../content/products';
import type { Product as Grade, ProductPoint } from '../../content/types';
import { dealerStores } from './dealer-stores';
import type { PageMeta } from './page-meta';
import type { SitePage } from './site-pages';

export type JsonLd = WithContext<Thing>;

/** An address of the site, absolute. */
export const absolute = (siteUrl: string, path: string) =>
  new URL(path.replace(/^\//, ''), `${siteUrl.replace(/\/$/, '')}/`).href;

const organizationId = (siteUrl: string) => `${absolute(siteUrl, '/')}#organization`;

function postalAddress({ title, parts }: CompanyAddress): PostalAddress {
  return {
    '@type': 'PostalAddress',
    name: title,
    streetAddress: parts.street,
    addressLocality: parts.locality,
    addressRegion: parts.region,
    postalCode: parts.postalCode,
    addressCountry: parts.country,
  };
}

function salesContact(telephone: string, area: 'IN' | 'LK', languages: string[]): ContactPoint {
  return {
    '@type': 'ContactPoint',
    contactType: 'sales',
    telephone,
    email: COMPANY.emails.sales.display,
    areaServed: area,
    availableLanguage: languages,
  };
}

const telephoneOf = (href: string) => href.replace(/^tel:/, '');

/** The company, on every page: who publishes the site and makes the resins. */
export function organization(siteUrl: string): WithContext<Corporation> {
  const { maharashtra, sriLanka } = COMPANY.addresses;
  return {
    '@context': 'https://schema.org',
    '@type': 'Corporation',
    '@id': organizationId(siteUrl),
    name: COMPANY.name,
    alternateName: COMPANY.shortName,
    url: absolute(siteUrl, '/'),
    logo: {
      '@type': 'ImageObject',
      url: absolute(siteUrl, COMPANY.logo.src),
      width: String(COMPANY.logo.width),
      height: String(COMPANY.logo.height),
    },
    description: COMPANY.tagline,
    foundingDate: String(COMPANY.foundedYear),
    email: COMPANY.emails.info.display,
    telephone: telephoneOf(COMPANY.phone.href),
    taxID: COMPANY.registration.gstin,
    address: [postalAddress(maharashtra), postalAddress(sriLanka)],
    contactPoint: [
      salesContact(telephoneOf(maharashtra.phone.href), 'IN', ['English', 'Hindi', 'Marathi']),
      salesContact(telephoneOf(sriLanka.phone.href), 'LK', ['English', 'Sinhala', 'Tamil']),
    ],
    sameAs: COMPANY.social.map((social) => social.href),
  };
}

export function breadcrumbList(meta: PageMeta, siteUrl: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: meta.breadcrumbs.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absolute(siteUrl, step.path),
    })),
  };
}

/** '450–550 mPa·s' -> value '450–550', unit 'mPa·s'; a bare figure has no unit. */
export function propertyValue(point: ProductPoint): PropertyValue {
  const match = /^([\d.,–-]+(?:\s*[–-]\s*[\d.,]+)?)\s*(.*)$/.exec(point.value.trim());
  const value = match?.[1] ?? point.value;
  const unit = match?.[2] ?? '';
  return {
    '@type': 'PropertyValue',
    name: point.label,
    value,
    ...(unit ? { unitText: unit } : {}),
  };
}

function product(grade: Grade, meta: PageMeta, siteUrl: string): WithContext<Product> {
  const category = PRODUCT_TABS.find((tab) => tab.key === grade.category);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${absolute(siteUrl, meta.canonical)}#product`,
    // The page's own title: the grade's name in the page's language.
    name: meta.title,
    // In another language, the page's own description of the grade, in that language.
    description: meta.lang === 'en' ? grade.description.join(' ') : meta.description,
    image: absolute(siteUrl, grade.thumbnail.src),
    url: absolute(siteUrl, meta.canonical),
    sku: grade.id,
    ...(category ? { category: category.label } : {}),
    brand: { '@type': 'Brand', name: COMPANY.shortName },
    manufacturer: { '@id': organizationId(siteUrl) },
    additionalProperty: (grade.points ?? []).map(propertyValue),
  };
}

function blogPosting(page: SitePage, meta: PageMeta, siteUrl: string): WithContext<BlogPosting> {
  const post = postById(Number(page.params.id));
  if (!post) throw new Error(`No post ${page.params.id}`);
  const images = [post.mainimage, post.thumbnail].map((picture) => absolute(siteUrl, picture.src));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${absolute(siteUrl, meta.canonical)}#post`,
    headline: post.title,
    description: meta.description,
    image: [...new Set(images)],
    datePublished: post.date,
    // A post carries one date: it has not been revised since.
    dateModified: post.date,
    author: { '@type': 'Organization', name: post.author, url: absolute(siteUrl, '/') },
    publisher: { '@id': organizationId(siteUrl) },
    mainEntityOfPage: absolute(siteUrl, meta.canonical),
    keywords: post.tags.join(', '),
  };
}

function jobPosting(position: OpenPosition, siteUrl: string): WithContext<JobPosting> {
  const careers = absolute(siteUrl, '/career/');
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    '@id': `${careers}#${position.id}`,
    title: position.title,
    description: position.summary,
    datePosted: position.posted,
    validThrough: `${position.closes}T23:59:59+05:30`,
    employmentType: position.employment,
    hiringOrganization: {
      '@type': 'Organization',
      '@id': organizationId(siteUrl),
      name: COMPANY.name,
      sameAs: absolute(siteUrl, '/'),
      logo: absolute(siteUrl, COMPANY.logo.src),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: position.place.locality,
        addressRegion: position.place.region,
        addressCountry: position.place.country,
      },
    },
    // The career form on the same page takes the application.
    directApply: true,
    url: careers,
  };
}

/** Every JSON-LD object of a page, the company first. */
export function structuredData(page: SitePage, meta: PageMeta, siteUrl: string): JsonLd[] {
  const items: JsonLd[] = [organization(siteUrl)];
  if (meta.breadcrumbs.length > 1) items.push(breadcrumbList(meta, siteUrl));
  if (page.canonical !== page.path) return items;
  const grade =
    page.route.path === '/products/:grade'
      ? PRODUCTS.find((candidate) => candidate.id === page.params.grade)
      : undefined;
  if (grade) items.push(product(grade, meta, siteUrl));
  if (page.route.path === '/blog-single-right/:id') items.push(blogPosting(page, meta, siteUrl));
  // Every language's version lists every dealer, each named by the same id.
  if (page.route.path === '/dealers') items.push(...dealerStores(absolute(siteUrl, '/dealers/')));
  // Once, on the English page: the versions in other languages offer the same openings.
  if (page.route.path === '/career' && page.lang === 'en') {
    items.push(...OPEN_POSITIONS.map((position) => jobPosting(position, siteUrl)));
  }
  return items;
}

// Google's rules for the structured data this site publishes (the required properties of each
// rich result type, and the recommended ones the site promises to fill), as a check the tests
// run on what the build generates and on what the server sends. Not shipped to browsers.

type Node = Record<string, unknown>;

const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isUrl = (value: unknown) => typeof value === 'string' && /^https:\/\/[^\s]+$/.test(value);
const isDate = (value: unknown) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)?)?$/.test(value);
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];
const node = (value: unknown): Node =>
  typeof value === 'object' && value !== null ? (value as Node) : {};

/** Employment types Google's job search reads. */
const EMPLOYMENT_TYPES = [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
];

function organization(item: Node): string[] {
  const problems: string[] = [];
  if (!isText(item.name)) problems.push('Organization: name is required');
  if (!isUrl(item.url)) problems.push('Organization: url must be an absolute https address');
  const logo = node(item.logo);
  if (!isUrl(typeof item.logo === 'string' ? item.logo : logo.url))
    problems.push('Organization: logo must be an absolute https address');
  for (const address of list(item.address).map(node)) {
    for (const key of ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry']) {
      if (!isText(address[key])) problems.push(`Organization: address needs ${key}`);
    }
    if (!/^[A-Z]{2}$/.test(String(address.addressCountry)))
      problems.push('Organization: addressCountry is a two-letter ISO code');
  }
  for (const contact of list(item.contactPoint).map(node)) {
    if (!/^\+\d{6,15}$/.test(String(contact.telephone)))
      problems.push('Organization: contactPoint telephone is international, with +');
    if (!isText(contact.contactType)) problems.push('Organization: contactPoint needs contactType');
  }
  if (!list(item.sameAs).every(isUrl)) problems.push('Organization: sameAs are absolute addresses');
  return problems;
}

function breadcrumbList(item: Node): string[] {
  const steps = list(item.itemListElement).map(node);
  const problems: string[] = [];
  if (steps.length < 2) problems.push('BreadcrumbList: needs at least two steps');
  steps.forEach((step, index) => {
    if (step['@type'] !== 'ListItem') problems.push(`BreadcrumbList: item ${index} is a ListItem`);
    if (step.position !== index + 1)
      problems.push(`BreadcrumbList: item ${index} has position ${index + 1}`);
    if (!isText(step.name)) problems.push(`BreadcrumbList: item ${index} needs a name`);
    // Only the last step may leave out its address.
    if (index < steps.length - 1 && !isUrl(step.item))
      problems.push(`BreadcrumbList: item ${index} needs its address (item)`);
  });
  return problems;
}

function product(item: Node): string[] {
  const problems: string[] = [];
  if (!isText(item.name)) problems.push('Product: name is required');
  if (!list(item.image).every(isUrl) || list(item.image).length === 0)
    problems.push('Product: image must be absolute https addresses');
  for (const property of list(item.additionalProperty).map(node)) {
    if (property['@type'] !== 'PropertyValue' || !isText(property.name) || !isText(property.value))
      problems.push('Product: each additionalProperty is a PropertyValue with name and value');
  }
  // Offers, reviews and ratings make a product snippet; a page that shows none must not claim
  // any, so when present they are checked as Google asks.
  for (const offer of list(item.offers).map(node)) {
    if (offer.price === undefined || !isText(offer.priceCurrency))
      problems.push('Product: an offer needs price and priceCurrency');
  }
  return problems;
}

function blogPosting(item: Node): string[] {
  const problems: string[] = [];
  if (!isText(item.headline)) problems.push('BlogPosting: headline');
  if (!isDate(item.datePublished)) problems.push('BlogPosting: datePublished as an ISO date');
  if (!isDate(item.dateModified)) problems.push('BlogPosting: dateModified as an ISO date');
  if (String(item.dateModified) < String(item.datePublished))
    problems.push('BlogPosting: dateModified is not before datePublished');
  if (list(item.image).length === 0 || !list(item.image).every(isUrl))
    problems.push('BlogPosting: image as absolute https addresses');
  const authors = list(item.author).map(node);
  if (authors.length === 0 || !authors.every((author) => isText(author.name)))
    problems.push('BlogPosting: author with a name');
  return problems;
}

function jobPosting(item: Node): string[] {
  const problems: string[] = [];
  for (const key of ['title', 'description']) {
    if (!isText(item[key])) problems.push(`JobPosting: ${key} is required`);
  }
  if (!isDate(item.datePosted)) problems.push('JobPosting: datePosted is required');
  if (item.validThrough !== undefined && !isDate(item.validThrough))
    problems.push('JobPosting: validThrough is an ISO date');
  if (String(item.validThrough) < String(item.datePosted))
    problems.push('JobPosting: validThrough comes after datePosted');
  if (!isText(node(item.hiringOrganization).name))
    problems.push('JobPosting: hiringOrganization with a name is required');
  const places = list(item.jobLocation).map(node);
  if (places.length === 0) problems.push('JobPosting: jobLocation is required');
  for (const place of places) {
    const address = node(place.address);
    if (!/^[A-Z]{2}$/.test(String(address.addressCountry)))
      problems.push('JobPosting: jobLocation address needs addressCountry');
    if (!isText(address.addressLocality) && !isText(address.addressRegion))
      problems.push('JobPosting: jobLocation address needs a locality or region');
  }
  if (!list(item.employmentType).every((type) => EMPLOYMENT_TYPES.includes(String(type))))
    problems.push('JobPosting: employmentType is one of Google’s values');
  if (item.directApply !== undefined && typeof item.directApply !== 'boolean')
    problems.push('JobPosting: directApply is true or false');
  return problems;
}

/** A shop of the local business kind (the dealers page's Stores): where it is and how to reach it. */
function localBusiness(item: Node): string[] {
  const problems: string[] = [];
  if (!isText(item.name)) problems.push('LocalBusiness: name is required');
  const address = node(item.address);
  for (const key of ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry']) {
    if (!isText(address[key])) problems.push(`LocalBusiness: address needs ${key}`);
  }
  if (!/^[A-Z]{2}$/.test(String(address.addressCountry)))
    problems.push('LocalBusiness: addressCountry is a two-letter ISO code');
  const geo = node(item.geo);
  if (typeof geo.latitude !== 'number' || typeof geo.longitude !== 'number')
    problems.push('LocalBusiness: geo has a numeric latitude and longitude');
  if (item.telephone !== undefined && !/^\+\d{6,15}$/.test(String(item.telephone)))
    problems.push('LocalBusiness: telephone is international, with +');
  if (
    !list(item.openingHours).every((hours) =>
      /^[A-Z][a-z](-[A-Z][a-z])? \d\d:\d\d-\d\d:\d\d$/.test(String(hours)),
    )
  )
    problems.push('LocalBusiness: openingHours as "Mo-Sa 09:30-18:30"');
  return problems;
}

const CHECKS: Record<string, (item: Node) => string[]> = {
  Organization: organization,
  Corporation: organization,
  BreadcrumbList: breadcrumbList,
  Product: product,
  BlogPosting: blogPosting,
  JobPosting: jobPosting,
  Store: localBusiness,
  LocalBusiness: localBusiness,
};

/** What keeps a JSON-LD object from meeting Google's rules; empty when it meets them. */
export function googleProblems(value: unknown): string[] {
  const item = node(value);
  const problems: string[] = [];
  if (item['@context'] !== 'https://schema.org') problems.push('@context is https://schema.org');
  const check = CHECKS[String(item['@type'])];
  if (!check) return [...problems, `no rules for ${String(item['@type'])}`];
  return [...problems, ...check(item)];
}

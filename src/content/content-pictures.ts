// Every picture the content refers to, found by walking the content modules: the image
// generator draws each of them, and the content tests check each against its files. Pages
// never import this (it pulls in every content module).
import type { Picture } from './types';
import { COMPANY } from './company';
import { APPLICATIONS } from './applications';
import { PRODUCTS } from './products';
import * as home from './home';
import * as media from './media';
import * as people from './people';
import * as groupCompanies from './group-companies';
import * as blog from './blog';
import * as portfolio from './portfolio';
import * as services from './services';
import * as team from './team';
import * as shop from './shop';
import * as alternateHomes from './alternate-homes';
import * as aboutAlt from './about-alt';
import * as testimonials from './testimonials';

/** A value shaped like a Picture: a src and alt text, and a width and height in pixels. */
export function isPicture(value: unknown): value is Picture {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.src === 'string' &&
    typeof candidate.alt === 'string' &&
    typeof candidate.width === 'number' &&
    typeof candidate.height === 'number'
  );
}

/**
 * Every Picture reachable from the given values (module namespaces, arrays, objects), in the
 * order first met, once per src: the first declaration of a src stands for it.
 */
export function collectPictures(...values: unknown[]): Picture[] {
  const found = new Map<string, Picture>();
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (isPicture(value)) {
      if (!found.has(value.src)) found.set(value.src, value);
      return;
    }
    (Array.isArray(value) ? value : Object.values(value)).forEach(visit);
  };
  values.forEach(visit);
  return [...found.values()];
}

/** The content modules that hold pictures; a new one is added here. */
export const PICTURE_MODULES = {
  company: COMPANY,
  applications: APPLICATIONS,
  products: PRODUCTS,
  home,
  media,
  people,
  groupCompanies,
  blog,
  portfolio,
  services,
  team,
  shop,
  alternateHomes,
  aboutAlt,
  testimonials,
};

/** Every picture of the site's content. */
export function contentPictures(): Picture[] {
  return collectPictures(...Object.values(PICTURE_MODULES));
}

import { PROVENANCE } from '../content/submission-extras';
import type { SourceInput } from '../submissions/envelope';
import type { Partner } from './partners';

/** `source` of a stored submission: each part only when known. */
export interface StoredSource {
  /** The page the form was on: an http(s) URL of at most PROVENANCE.pageMaxLength. */
  page?: string;
  /** The request's Origin. */
  origin?: string;
  /** The configured partner that origin belongs to. */
  partner?: string;
  channel?: SourceInput['channel'];
  /** The page's `utm_*` parameters, by their names. */
  utm?: Record<string, string>;
}

const UTM_KEY = /^utm_[a-z0-9_]{1,32}$/i;
const UTM_MAX_KEYS = 10;
const UTM_MAX_LENGTH = 200;

/** The page kept, or undefined when it is not http(s) or too long (dropped, not refused). */
function keptPage(page: string | undefined): URL | undefined {
  if (page === undefined || page.length > PROVENANCE.pageMaxLength) return undefined;
  try {
    const url = new URL(page);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function utmOf(page: URL): Record<string, string> | undefined {
  const utm: Record<string, string> = {};
  let count = 0;
  for (const [key, value] of page.searchParams) {
    if (!UTM_KEY.test(key) || Object.hasOwn(utm, key)) continue;
    if (count++ >= UTM_MAX_KEYS) break;
    utm[key] = value.trim().slice(0, UTM_MAX_LENGTH);
  }
  return count > 0 ? utm : undefined;
}

/** Where a submission came from, from what its form says and what the request shows. */
export function storedSource(
  input: SourceInput | undefined,
  origin: string | undefined,
  partner: Partner | undefined,
): StoredSource {
  const page = keptPage(input?.page);
  const utm = page ? utmOf(page) : undefined;
  return {
    ...(page && input?.page ? { page: input.page } : {}),
    ...(origin ? { origin } : {}),
    ...(partner ? { partner: partner.name } : {}),
    ...(input?.channel ? { channel: input.channel } : {}),
    ...(utm ? { utm } : {}),
  };
}

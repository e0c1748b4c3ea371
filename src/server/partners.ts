import * as z from 'zod';
import { dealerById } from '../content/dealers';
import { ADDRESS, isOrigin } from './config-formats';

/**
 * A dealer or sister company whose site embeds the forms, or a dealer of the dealer finder: its
 * origins may submit, its leads are named for staff, and its own addresses get a copy of each
 * lead that came through its site or was sent to it through the dealer finder.
 */
export interface Partner {
  /** Shown to staff in the mail subject and stored as `source.partner`. */
  name: string;
  /** Exact origins of the partner's pages, e.g. https://acme-frp.example (none for a dealer without a site). */
  origins: string[];
  /** The partner's addresses that get a copy of its own leads (may be empty). */
  notify: string[];
  /** The dealer of the dealer finder it is (dealers.ts's id): leads sent to that dealer are copied to `notify`. */
  dealer?: string | undefined;
}

// A name goes into mail subjects and stored documents: one line, no hidden characters.
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const NOT_PLAIN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

const partnerSchema = z.strictObject({
  name: z
    .string({ error: 'must be text, e.g. "Acme FRP"' })
    .trim()
    .min(1, 'must not be empty')
    .max(100, 'must be at most 100 characters')
    .refine((v) => !NOT_PLAIN.test(v), 'must be one line without control characters'),
  origins: z.array(
    z
      .string({ error: 'must be text' })
      .refine(
        isOrigin,
        'must be an exact origin like https://acme-frp.example (no path, no trailing slash)',
      ),
    { error: 'must be a list of origins' },
  ),
  notify: z.array(
    z
      .string({ error: 'must be text' })
      .refine((v) => ADDRESS.test(v), 'must be an e-mail address like sales@acme-frp.example'),
    { error: 'must be a list of e-mail addresses (it may be empty)' },
  ),
  dealer: z
    .string({ error: 'must be text, a dealer\'s id like "shakti-frp-pune"' })
    .refine(
      (id) => dealerById(id) !== undefined,
      'must be the id of a dealer of the dealer finder (src/content/dealers.ts), like "shakti-frp-pune"',
    )
    .optional(),
});

const partnersSchema = z
  .array(partnerSchema, {
    error: 'must hold a JSON array of {"name", "origins", "notify"} objects (and "dealer")',
  })
  .superRefine((partners, ctx) => {
    const names = new Set<string>();
    const origins = new Map<string, string>();
    const dealers = new Map<string, string>();
    partners.forEach((partner, index) => {
      if (names.has(partner.name)) {
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'is used twice' });
      }
      names.add(partner.name);
      // A dealer without a site of its own is configured for its copies alone.
      if (partner.origins.length === 0 && partner.dealer === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'origins'],
          message: 'must list at least one origin (or the entry must name a dealer)',
        });
      }
      if (partner.dealer !== undefined) {
        const owner = dealers.get(partner.dealer);
        if (owner !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'dealer'],
            message: `is already the dealer of "${owner}"; a dealer's copies go to one entry`,
          });
        }
        dealers.set(partner.dealer, partner.name);
      }
      partner.origins.forEach((origin, at) => {
        const owner = origins.get(origin);
        if (owner !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'origins', at],
            message: `is already an origin of "${owner}"; a lead must belong to one partner`,
          });
        }
        origins.set(origin, partner.name);
      });
    });
  });

/**
 * Reads the partners file's text. Throws an Error whose message says what is wrong and where
 * (`[0].origins[1] must be an exact origin ...`), for the configuration error to name.
 */
export function parsePartners(text: string): Partner[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new Error(`is not valid JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  const result = partnersSchema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const where = issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`));
      return `${where.join('').replace(/^\./, '')} ${issue.message}`.trim();
    });
    throw new Error(problems.join('; '));
  }
  return result.data;
}

/** The configured entry of a dealer of the dealer finder, by the dealer's id, if any. */
export function partnerOfDealer(
  partners: readonly Partner[],
  dealer: string | undefined,
): Partner | undefined {
  return dealer === undefined ? undefined : partners.find((p) => p.dealer === dealer);
}

/** The partner an origin belongs to, if any. */
export function partnerOf(
  partners: readonly Partner[],
  origin: string | undefined,
): Partner | undefined {
  return origin === undefined ? undefined : partners.find((p) => p.origins.includes(origin));
}

import * as z from 'zod';
import { ADDRESS, isOrigin } from './config-formats';

/**
 * A dealer or sister company whose site embeds the forms: its origins may submit, its leads
 * are named for staff, and its own addresses get a copy of each lead that came through it.
 */
export interface Partner {
  /** Shown to staff in the mail subject and stored as `source.partner`. */
  name: string;
  /** Exact origins of the partner's pages, e.g. https://acme-frp.example. */
  origins: string[];
  /** The partner's addresses that get a copy of its own leads (may be empty). */
  notify: string[];
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
  origins: z
    .array(
      z
        .string({ error: 'must be text' })
        .refine(
          isOrigin,
          'must be an exact origin like https://acme-frp.example (no path, no trailing slash)',
        ),
      { error: 'must be a list of origins' },
    )
    .min(1, 'must list at least one origin'),
  notify: z.array(
    z
      .string({ error: 'must be text' })
      .refine((v) => ADDRESS.test(v), 'must be an e-mail address like sales@acme-frp.example'),
    { error: 'must be a list of e-mail addresses (it may be empty)' },
  ),
});

const partnersSchema = z
  .array(partnerSchema, {
    error: 'must hold a JSON array of {"name", "origins", "notify"} objects',
  })
  .superRefine((partners, ctx) => {
    const names = new Set<string>();
    const origins = new Map<string, string>();
    partners.forEach((partner, index) => {
      if (names.has(partner.name)) {
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: 'is used twice' });
      }
      names.add(partner.name);
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

/** The partner an origin belongs to, if any. */
export function partnerOf(
  partners: readonly Partner[],
  origin: string | undefined,
): Partner | undefined {
  return origin === undefined ? undefined : partners.find((p) => p.origins.includes(origin));
}

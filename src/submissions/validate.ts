import type * as z from 'zod/mini';
import { MESSAGES } from '../content/messages';

/** What is wrong with one field, in the visitor's terms ('Enter your name'). */
export interface FieldIssue {
  path: string;
  message: string;
}

export type Validation<T> =
  { ok: true; data: T } | { ok: false; issues: FieldIssue[]; message: string };

// The spec's summaries, most basic problem first: missing fields, then a bad phone, then a bad
// e-mail. A broken rule of another kind is summed up by its own message, after these.
const SUMMARIES: Readonly<Record<string, string>> = {
  required: MESSAGES.required,
  phone: MESSAGES.invalidPhone,
  email: MESSAGES.invalidEmail,
};
const PRIORITY = Object.values(SUMMARIES);

/** Of several summaries, the one the form shows: the most basic problem. */
export function firstSummary(summaries: readonly string[]): string {
  const rank = (m: string) => {
    const i = PRIORITY.indexOf(m);
    return i === -1 ? PRIORITY.length : i;
  };
  return [...summaries].sort((a, b) => rank(a) - rank(b))[0] ?? MESSAGES.required;
}

// A field that is missing altogether (or not text) is a missing field; a rule of fields.ts
// names its summary in the issue.
function summaryOf(issue: z.core.$ZodIssue): string {
  const rule =
    issue.code === 'invalid_type' ? 'required' : issue.code === 'custom' && issue.params?.rule;
  return (typeof rule === 'string' && SUMMARIES[rule]) || issue.message;
}

/**
 * Runs a schema and returns one issue per field, each with its field's own message, plus the
 * summary of the whole form for the toast (the spec's message for the most basic problem).
 */
export function validate<T>(schema: z.ZodMiniType<T>, values: unknown): Validation<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const issues: FieldIssue[] = [];
  const summaries: string[] = [];
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (issues.some((i) => i.path === path)) continue;
    issues.push({ path, message: issue.message });
    summaries.push(summaryOf(issue));
  }
  return { ok: false, issues, message: firstSummary(summaries) };
}

import type * as z from 'zod/mini';
import { MESSAGES } from '../content/messages';

export interface FieldIssue {
  path: string;
  message: string;
}

export type Validation<T> =
  { ok: true; data: T } | { ok: false; issues: FieldIssue[]; message: string };

// The toast names the most basic problem first, as the spec's forms do: missing fields, then
// a bad phone, then a bad e-mail, then anything else.
const PRIORITY: string[] = [MESSAGES.required, MESSAGES.invalidPhone, MESSAGES.invalidEmail];

/** Runs a schema and returns one issue per field plus the message for the toast. */
export function validate<T>(schema: z.ZodMiniType<T>, values: unknown): Validation<T> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const issues: FieldIssue[] = [];
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!issues.some((i) => i.path === path)) issues.push({ path, message: issue.message });
  }
  const rank = (m: string) => {
    const i = PRIORITY.indexOf(m);
    return i === -1 ? PRIORITY.length : i;
  };
  const first = [...issues].sort((a, b) => rank(a.message) - rank(b.message))[0];
  return { ok: false, issues, message: first?.message ?? MESSAGES.required };
}

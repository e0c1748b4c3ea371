import { parseArgs } from 'node:util';
import { identifierOf, type Identifier, type IdentifierType } from './identifier';

export type PrivacyCommand =
  | { name: 'export'; identifier: Identifier; out: string; dryRun: boolean }
  | { name: 'erase'; identifier: Identifier; dryRun: boolean }
  | { name: 'sweep'; asOf: Date | undefined; dryRun: boolean }
  | { name: 'help' };

/** A command line that cannot run; nothing has been read or written. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const USAGE = `Usage: npm run privacy -- <command> [options]

  export --email ADDRESS | --phone NUMBER --out DIR
      Writes every stored submission of that person (all kinds, drafts too) to DIR/documents.json
      and their uploaded files (CVs) to DIR/files/. DIR must be new or empty.
  erase --email ADDRESS | --phone NUMBER
      Deletes that person's submissions, their drafts and their files, and stores an audit
      entry that holds no personal data.
  sweep [--as-of YYYY-MM-DD]
      Deletes what has outlived its retention period, as of today or of the date given.

  --dry-run   say what would be done, and change nothing
  --help      this text`;

const OPTIONS = {
  email: { type: 'string' },
  phone: { type: 'string' },
  out: { type: 'string' },
  'as-of': { type: 'string' },
  'dry-run': { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A day (midnight UTC) or an exact time with its zone; undefined for anything else. */
export function parseAsOf(raw: string): Date | undefined {
  const text = raw.trim();
  if (DATE_ONLY.test(text)) {
    const date = new Date(`${text}T00:00:00Z`);
    // Date would roll 2027-02-30 over into March; a day that does not exist is a typo.
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
      ? date
      : undefined;
  }
  if (!DATE_TIME.test(text)) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function identifier(values: { email?: string; phone?: string }, command: string): Identifier {
  const given = (['email', 'phone'] as const).filter((type) => values[type] !== undefined);
  if (given.length !== 1) {
    throw new UsageError(`${command} needs exactly one of --email ADDRESS or --phone NUMBER`);
  }
  const type: IdentifierType = given[0]!;
  const found = identifierOf(type, values[type]!);
  if (!found) {
    throw new UsageError(
      type === 'email'
        ? '--email must be an e-mail address such as name@example.com'
        : '--phone must be a phone number of 7 to 15 digits, such as +91 98200 12345',
    );
  }
  return found;
}

/** The command a staff member asked for, or a UsageError that says what is wrong. */
export function parseCommand(argv: readonly string[]): PrivacyCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    const message = (error as Error).message;
    // Node's own wording goes on about positionals; the option's name is what helps here.
    const unknown = /^Unknown option '([^']+)'/.exec(message);
    throw new UsageError(unknown ? `Unknown option ${unknown[1]}` : message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { name: 'help' };
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? 'Name a command: export, erase or sweep'
        : `One command at a time, not "${positionals.join(' ')}"`,
    );
  }
  const name = positionals[0]!;
  const dryRun = values['dry-run'] === true;
  const misplaced = (option: string, where: string) =>
    new UsageError(`${option} is only for ${where}, not for ${name}`);

  if (name === 'export' || name === 'erase') {
    if (values['as-of'] !== undefined) throw misplaced('--as-of', 'sweep');
    const who = identifier(values, name);
    if (name === 'erase') {
      if (values.out !== undefined) throw misplaced('--out', 'export');
      return { name, identifier: who, dryRun };
    }
    if (!values.out?.trim()) {
      throw new UsageError('export needs --out DIR, a new or empty folder to write to');
    }
    return { name, identifier: who, out: values.out, dryRun };
  }
  if (name === 'sweep') {
    if (values.email !== undefined || values.phone !== undefined) {
      throw new UsageError(
        'sweep applies to every stored submission; --email and --phone are for export and erase',
      );
    }
    if (values.out !== undefined) throw misplaced('--out', 'export');
    const raw = values['as-of'];
    const asOf = raw === undefined ? undefined : parseAsOf(raw);
    if (raw !== undefined && !asOf) {
      throw new UsageError(
        `--as-of must be a date such as 2027-06-30 (or a time such as 2027-06-30T09:00:00Z), not "${raw}"`,
      );
    }
    return { name, asOf, dryRun };
  }
  throw new UsageError(`Unknown command "${name}": use export, erase or sweep`);
}

// How a person is found among stored submissions: by e-mail address (any letter case) or by
// phone number (any spacing, punctuation, country code or trunk zero).

export type IdentifierType = 'email' | 'phone';

export interface Identifier {
  type: IdentifierType;
  /** The comparable form: a lower-case address, or the phone's national digits. */
  key: string;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Countries the company sells in, with the length of their national numbers. */
const COUNTRY_CODES: readonly { code: string; national: number }[] = [
  { code: '91', national: 10 }, // India: 98200 12345; landlines with their area code are 10 too
  { code: '94', national: 9 }, // Sri Lanka: 77 123 4567, 11 246 8135
];

export function emailKey(raw: string): string | undefined {
  const value = raw.trim().toLowerCase();
  return EMAIL.test(value) ? value : undefined;
}

/**
 * A phone number reduced to what identifies it: its national digits for India and Sri Lanka
 * ('+91 98200 12345', '098200 12345' and '9820012345' are one number), all its digits for
 * other countries. Undefined when it has fewer than 7 digits or more than 15.
 */
export function phoneKey(raw: string): string | undefined {
  let digits = raw.replace(/\D/g, '');
  const international = raw.trim().startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length < 7 || digits.length > 15) return undefined;
  for (const { code, national } of COUNTRY_CODES) {
    // Written with its country code ('+91 (0) 98200 12345' too) ...
    const rest = digits.startsWith(code) ? digits.slice(code.length).replace(/^0/, '') : '';
    if (rest.length === national) return rest;
    // ... or as dialled at home, with or without the trunk zero.
    const home = digits.replace(/^0/, '');
    if (!international && home.length === national) return home;
  }
  return international ? digits : digits.replace(/^0/, '');
}

/** The identifier a staff member typed, or undefined when it cannot be one. */
export function identifierOf(type: IdentifierType, raw: string): Identifier | undefined {
  const key = type === 'email' ? emailKey(raw) : phoneKey(raw);
  return key === undefined ? undefined : { type, key };
}

/** Whether a stored field holds this identifier. */
export function matches(identifier: Identifier, stored: unknown): boolean {
  if (typeof stored !== 'string') return false;
  const key = identifier.type === 'email' ? emailKey(stored) : phoneKey(stored);
  return key === identifier.key;
}

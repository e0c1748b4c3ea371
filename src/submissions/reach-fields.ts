import { PHONE_DIGITS } from '../content/constants';
import { REACH_MESSAGES } from '../content/reach-messages';
import { requiredText, rule } from './fields';

// The e-mail and phone rules of the contact and career forms, apart from fields.ts so the
// inquiry form (phone without a format check, no e-mail) leaves them out of its bundle.

export const phoneDigits = (value: string) => value.replace(/\D/g, '').length;

/** Contact and career phone: 7 to 15 digits once everything else is removed. */
export const validPhone = () =>
  requiredText('phone').check(
    rule('phone', (v) => {
      const digits = phoneDigits(v);
      return (
        (digits < PHONE_DIGITS.min || digits > PHONE_DIGITS.max) &&
        REACH_MESSAGES.phoneDigits(digits)
      );
    }),
  );

// "Must look like {email} with no spaces": a local part, an @, a dotted domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** What is wrong with an e-mail address, in the visitor's terms; null when nothing is. */
export function emailProblem(value: string): string | null {
  if (EMAIL_PATTERN.test(value)) return null;
  if (/\s/.test(value)) return REACH_MESSAGES.emailSpace;
  return value.includes('@') ? REACH_MESSAGES.emailOther : REACH_MESSAGES.emailAt;
}

export const validEmail = () => requiredText('email').check(rule('email', emailProblem));

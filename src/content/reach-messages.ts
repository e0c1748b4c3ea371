import { PHONE_DIGITS } from './constants';

// What is wrong with an e-mail address or a phone number, shown under the field and in the
// form's summary list; only the contact and career forms check them, so only they load these.
export const REACH_MESSAGES = {
  emailSpace: 'That e-mail address has a space in it',
  emailAt: 'That e-mail address is missing an @',
  emailOther: 'That e-mail address is not complete, like name@example.com',
  phoneDigits: (digits: number) =>
    `A phone number has ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits; this one has ${digits}`,
} as const;

import { PHONE_DIGITS } from '../../constants';
import type { REACH_MESSAGES } from '../../reach-messages';
import type { Translation } from '../translation';

export const reachMessages: Translation<typeof REACH_MESSAGES> = {
  emailSpace: 'इस ई-मेल पते में खाली जगह (स्पेस) है',
  emailAt: 'इस ई-मेल पते में @ नहीं है',
  emailOther: 'यह ई-मेल पता अधूरा है, पूरा पता ऐसा होता है: name@example.com',
  phoneDigits: (digits) =>
    `फ़ोन नंबर में ${PHONE_DIGITS.min} से ${PHONE_DIGITS.max} अंक होते हैं; इसमें ${digits} हैं`,
};

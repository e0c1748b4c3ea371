import { PHONE_DIGITS } from '../../constants';
import type { REACH_MESSAGES } from '../../reach-messages';
import type { Translation } from '../translation';

export const reachMessages: Translation<typeof REACH_MESSAGES> = {
  emailSpace: 'या ई-मेल पत्त्यात रिकामी जागा (स्पेस) आहे',
  emailAt: 'या ई-मेल पत्त्यात @ नाही',
  emailOther: 'हा ई-मेल पत्ता अपूर्ण आहे, पूर्ण पत्ता असा असतो: name@example.com',
  phoneDigits: (digits) =>
    `फोन नंबरमध्ये ${PHONE_DIGITS.min} ते ${PHONE_DIGITS.max} अंक असतात; यात ${digits} आहेत`,
};

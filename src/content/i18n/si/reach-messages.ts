// What is wrong with an e-mail address or a phone number, in Sinhala.
import { PHONE_DIGITS } from '../../constants';
import type * as en from '../en/reach-messages';
import type { Translation } from '../translation';

export const reachMessages: Translation<typeof en.reachMessages> = {
  emailSpace: 'එම ඊමේල් ලිපිනයේ හිස් තැනක් ඇත',
  emailAt: 'එම ඊමේල් ලිපිනයේ @ ලකුණ නැත',
  emailOther: 'එම ඊමේල් ලිපිනය සම්පූර්ණ නැත; එය name@example.com වැනි විය යුතුය',
  phoneDigits: (digits) =>
    `දුරකථන අංකයක ඉලක්කම් ${PHONE_DIGITS.min} සිට ${PHONE_DIGITS.max} දක්වා ඇත; මෙහි ඇත්තේ ${digits}කි`,
};

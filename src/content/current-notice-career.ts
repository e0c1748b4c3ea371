// The current notice's English words for the career form, which it gives the kit itself: a
// partner page that embeds no career form never carries them.
import { EN_EMBEDDABLE } from './current-notice';
import type { NoticeWords } from './notice-catalogue';

export const EN_CAREER = {
  ...EN_EMBEDDABLE,
  purpose: {
    career:
      'We use your name, e-mail address, phone number, message and CV only to consider you for jobs with us. Dealers never see them.',
  },
  kept: {
    career: 'We delete them after {period}, or after {keptPeriod} if you ask us to keep your CV.',
  },
  consents: { keepCv: 'Keep my CV for future openings' },
} satisfies NoticeWords;

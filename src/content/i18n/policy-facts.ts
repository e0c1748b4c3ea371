// What the privacy page says in numbers and choices, in a language's words: the retention periods
// and the optional checkboxes' labels come from that language's notice, so page and notice agree.
import { RESUME_MAX_BYTES } from '../constants';
import {
  CONSENT_KEYS,
  NOTICE_VERSION,
  periodIn,
  type NoticeKind,
  type NoticeTranslation,
} from '../privacy-notice';
import { RETENTION_DAYS, UNSENT_UPLOAD_HOURS, type RetentionPeriods } from '../retention';

export function policyFacts(language: string, notices: NoticeTranslation) {
  const notice = notices[NOTICE_VERSION];
  if (!notice) throw new Error(`The ${language} notice lacks version ${NOTICE_VERSION}`);
  return {
    /** A retention period in words ('2 साल'). */
    kept: (rule: keyof RetentionPeriods) => periodIn(notice, language, RETENTION_DAYS[rule]),
    /** A form's optional checkbox, quoted as its label reads. */
    choice: (kind: NoticeKind) =>
      CONSENT_KEYS[kind].map((key) => `"${notice.consents[key]}"`)[0] ?? '',
    resumeLimitMb: RESUME_MAX_BYTES / (1024 * 1024),
    /** Hours an uploaded CV is kept while no sent application refers to it. */
    unsentUploadHours: UNSENT_UPLOAD_HOURS.kept,
  };
}

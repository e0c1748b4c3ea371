import { describe, expect, it } from 'vitest';
import { COMPANY } from './company';
import {
  NOTICE_KINDS,
  NOTICE_VERSION,
  OPTIONAL_CONSENTS,
  PRIVACY_PAGE_URL,
  noticeLanguages,
  noticeParts,
  noticeText,
  periodText,
} from './privacy-notice';
import { RETENTION_DAYS } from './retention';

const RIGHTS =
  'You can ask to see, correct or delete your data, withdraw your consent, or name someone to act for you, at any time.';
const CONTACT_LINES = [
  'Grievance officer: Meera Joshi, privacy@kalparesins.example.',
  'Read our privacy policy',
];

// What visitors were shown under version 2026-11-25. Stored consents hash this text, so it must
// never change under that version: new words, a new officer or new periods are a new version.
const PUBLISHED_2026_11_25 = {
  contact: [
    "We use your name, e-mail address, phone number, company name and message only to answer you. If you write to us on a dealer's website, that dealer gets a copy. We keep them for 2 years, then delete them.",
    RIGHTS,
    ...CONTACT_LINES,
    'Send me product updates',
  ],
  inquiry: [
    "We use your name, phone number, company name and message only to answer your enquiry. If you send it on a dealer's website, that dealer gets a copy. We keep them for 2 years, then delete them.",
    RIGHTS,
    ...CONTACT_LINES,
    'Send me product updates',
  ],
  career: [
    'We use your name, e-mail address, phone number, message and CV only to consider you for jobs with us. Dealers never see them. We delete them after 1 year, or after 2 years if you ask us to keep your CV.',
    RIGHTS,
    ...CONTACT_LINES,
    'Keep my CV for future openings',
  ],
  quotation: [
    'We use your name, company name, e-mail address, phone number, address and the products you chose only to prepare your quotation. We keep them for 2 years, then delete them.',
    RIGHTS,
    ...CONTACT_LINES,
    'Send me product updates',
  ],
  review: [
    'We use your name, e-mail address, rating and review only to check your review and perhaps publish it here. We never publish your e-mail address. We keep them for 2 years, then delete them.',
    RIGHTS,
    ...CONTACT_LINES,
    'Show my name with my review',
  ],
};

describe('the privacy notice beside each submit button', () => {
  it.each(NOTICE_KINDS)('shows the %s form the text published under 2026-11-25', (kind) => {
    expect(noticeText(kind, 'en', '2026-11-25')).toBe(PUBLISHED_2026_11_25[kind].join('\n'));
  });

  it('is version 2026-11-25 now, in English', () => {
    expect(NOTICE_VERSION).toBe('2026-11-25');
    expect(noticeLanguages()).toEqual(['en']);
    expect(noticeText('contact', 'en')).toBe(noticeText('contact', 'en', NOTICE_VERSION));
  });

  it('has no notice for an unknown version or language', () => {
    expect(noticeText('contact', 'en', '2020-01-01')).toBeUndefined();
    expect(noticeText('contact', 'xx')).toBeUndefined();
    expect(noticeText('contact', 'constructor')).toBeUndefined();
    expect(noticeText('contact', 'en', 'toString')).toBeUndefined();
    expect(noticeParts('contact', 'ta')).toBeUndefined();
    expect(noticeLanguages('2020-01-01')).toEqual([]);
  });

  it.each(NOTICE_KINDS)(
    'tells the %s form its retention period, the officer and the policy link',
    (kind) => {
      const text = noticeText(kind, 'en')!;
      const days = kind === 'career' ? RETENTION_DAYS.career : RETENTION_DAYS[kind];
      expect(text).toContain(` ${periodText(days, 'en')}`);
      const { name, email } = COMPANY.grievanceOfficer;
      expect(text).toContain(`${name}, ${email.display}`);
      expect(text).not.toMatch(/[{}]/);
    },
  );

  it('tells a career applicant the longer period that keeping the CV means', () => {
    expect(noticeText('career', 'en')).toContain(
      `after ${periodText(RETENTION_DAYS.careerKept, 'en')} if you ask us to keep your CV`,
    );
  });

  it('renders from parts whose text is exactly the notice text, with two links', () => {
    for (const kind of NOTICE_KINDS) {
      const parts = noticeParts(kind, 'en')!;
      const lines = [
        ...parts.paragraphs.map((runs) => runs.map((run) => run.text).join('')),
        ...parts.consents.map((consent) => consent.label),
      ];
      expect(lines.join('\n')).toBe(noticeText(kind, 'en'));
      const links = parts.paragraphs.flat().filter((run) => run.link);
      expect(links).toEqual([
        {
          text: COMPANY.grievanceOfficer.email.display,
          link: 'email',
          href: COMPANY.grievanceOfficer.email.href,
        },
        { text: 'Read our privacy policy', link: 'privacyPage', href: PRIVACY_PAGE_URL },
      ]);
    }
    expect(PRIVACY_PAGE_URL).toBe(`${COMPANY.website}/#/privacy`);
  });

  it('offers each optional choice as its own checkbox', () => {
    expect(OPTIONAL_CONSENTS).toEqual({
      contact: [{ key: 'updates', label: 'Send me product updates' }],
      inquiry: [{ key: 'updates', label: 'Send me product updates' }],
      career: [{ key: 'keepCv', label: 'Keep my CV for future openings' }],
      quotation: [{ key: 'updates', label: 'Send me product updates' }],
      review: [{ key: 'showName', label: 'Show my name with my review' }],
    });
  });
});

describe('retention periods in words', () => {
  it('says whole years as years and anything else as days', () => {
    expect(periodText(730, 'en')).toBe('2 years');
    expect(periodText(365, 'en')).toBe('1 year');
    expect(periodText(30, 'en')).toBe('30 days');
    expect(periodText(1, 'en')).toBe('1 day');
    expect(periodText(30, 'xx')).toBeUndefined();
  });

  it('keeps a CV the visitor asked to keep longer, and spam shorter, than anything else', () => {
    const { careerKept, career, spam, ...others } = RETENTION_DAYS;
    expect(careerKept).toBeGreaterThan(career);
    for (const days of [career, ...Object.values(others)]) expect(spam).toBeLessThan(days);
    expect(spam).toBe(30);
  });
});

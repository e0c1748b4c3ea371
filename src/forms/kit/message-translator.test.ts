// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, LIMIT_MESSAGES } from '../../content/field-messages';
import { RESUME_MESSAGES } from '../../content/file-picker';
import { TRANSLATED_LANGUAGES } from '../../content/i18n/languages';
import { MESSAGES } from '../../content/messages';
import { REACH_MESSAGES } from '../../content/reach-messages';
import { careerFields, checkResumeFile } from '../../submissions/career';
import { contactFields } from '../../submissions/contact';
import { FIELD_LABELS, FIELD_LIMITS, type FieldName } from '../../submissions/field-labels';
import { inquiryFields } from '../../submissions/inquiry';
import { validate } from '../../submissions/validate';
import { formTextIn } from './form-language';
import { messageTranslator } from '../../content/i18n/message-translator';

describe('the message translator', () => {
  const english = {
    plain: 'Enter your name',
    label: 'Name',
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
    wait: (seconds: number) => `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  };
  const hindi = {
    plain: 'अपना नाम लिखें',
    label: 'नाम',
    tooLong: (label: string, max: number) => `${label} में अधिकतम ${max} अक्षर हो सकते हैं।`,
    wait: (seconds: number) => `${seconds} सेकंड बाद फिर कोशिश करें।`,
  };
  const say = messageTranslator([[english, hindi]]);

  it('translates a known message by its English text', () => {
    expect(say('Enter your name')).toBe('अपना नाम लिखें');
  });

  it('recognises a message a function wrote, and writes it with the translated label and the same number', () => {
    expect(say('Name must be at most 100 characters.')).toBe('नाम में अधिकतम 100 अक्षर हो सकते हैं।');
  });

  it('recognises the singular form the English writes for a count of 1', () => {
    expect(say('Try again in 1 second.')).toBe('1 सेकंड बाद फिर कोशिश करें।');
    expect(say('Try again in 30 seconds.')).toBe('30 सेकंड बाद फिर कोशिश करें।');
  });

  it('leaves a message it does not know as it came, and an untranslated catalogue changes nothing', () => {
    expect(say('Something else entirely.')).toBe('Something else entirely.');
    expect(messageTranslator([[english, undefined]])('Enter your name')).toBe('Enter your name');
  });
});

/** Every message the forms' checks make for one field kind of mistake or another. */
function checkMessages(): string[] {
  const fields = Object.keys(FIELD_LIMITS) as FieldName[];
  const tooLong = Object.fromEntries(fields.map((field) => [field, 'x'.repeat(6000)]));
  const runs = [
    validate(contactFields, {}),
    validate(contactFields, { ...tooLong, email: 'a b@example', phone: '12' }),
    validate(contactFields, { email: 'name.example.com', phone: '1'.repeat(16) }),
    validate(contactFields, { email: 'name@example', name: 'A\u0007', companyName: 'B\u202e' }),
    validate(careerFields, {}),
    validate(inquiryFields, {}),
    validate(inquiryFields, tooLong),
  ];
  const files = [
    checkResumeFile(null),
    checkResumeFile({ type: 'text/plain', size: 10 }),
    checkResumeFile({ type: 'application/pdf', size: 6 * 1024 * 1024 }),
    checkResumeFile({ type: 'application/pdf', size: 10, name: 'cv\u202efdp.exe' }),
  ];
  const messages: string[] = [
    ...runs.flatMap((run) => (run.ok ? [] : [run.message, ...run.issues.map((i) => i.message)])),
    ...files.flatMap((problem) => (problem ? [problem.message, problem.summary] : [])),
    // What the gateway and the submit client may say beside the checks.
    ...Object.values(MESSAGES),
    LIMIT_MESSAGES.rateLimitedFor(1),
    LIMIT_MESSAGES.rateLimitedFor(42),
    RESUME_MESSAGES.uploadSubmission,
    RESUME_MESSAGES.uploadQuotaFor(1),
    RESUME_MESSAGES.uploadQuotaFor(9),
  ];
  for (const message of Object.values(LIMIT_MESSAGES)) {
    if (typeof message === 'string') messages.push(message);
  }
  return messages;
}

describe('every message a form shows', () => {
  const messages = [...new Set(checkMessages())];

  it('is found by the checks above, so the test below reads them all', () => {
    expect(messages).toEqual(
      expect.arrayContaining([
        MESSAGES.required,
        MESSAGES.invalidEmail,
        FIELD_MESSAGES.missing.companyName,
        LIMIT_MESSAGES.tooLong(FIELD_LABELS.message, FIELD_LIMITS.message),
        LIMIT_MESSAGES.controlCharacters(FIELD_LABELS.name),
        LIMIT_MESSAGES.directionControls(FIELD_LABELS.companyName),
        LIMIT_MESSAGES.directionControls(LIMIT_MESSAGES.resumeFileName),
        REACH_MESSAGES.emailSpace,
        REACH_MESSAGES.emailAt,
        REACH_MESSAGES.emailOther,
        REACH_MESSAGES.phoneDigits(16),
        RESUME_MESSAGES.notPdf,
      ]),
    );
  });

  it.each(TRANSLATED_LANGUAGES)('is shown in %s, none left in English', async (language) => {
    const { say } = await formTextIn(language);
    const left = messages.filter((message) => say(message) === message);
    expect(left).toEqual([]);
  });

  it('puts a translated label and the English figure into a message a function wrote', async () => {
    const { say, fieldLabels } = await formTextIn('ta');
    const { limitMessages } = await import('../../content/i18n/ta/field-messages');
    expect(say(LIMIT_MESSAGES.tooLong(FIELD_LABELS.message, FIELD_LIMITS.message))).toBe(
      limitMessages.tooLong(fieldLabels.message, 5000),
    );
    expect(say(LIMIT_MESSAGES.directionControls(LIMIT_MESSAGES.resumeFileName))).toBe(
      limitMessages.directionControls(limitMessages.resumeFileName),
    );
  });
});

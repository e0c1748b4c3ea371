import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '../content/field-messages';
import { contactFields } from './contact';
import { inquiryFields } from './inquiry';
import { checkResumeFile } from './career';
import { validate } from './validate';

const contact = {
  name: 'Asha Patil',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  message: 'Need 2 t of ortho resin',
  companyName: 'Patil Composites',
};

function messageFor(field: string, value: string) {
  const r = validate(contactFields, { ...contact, [field]: value });
  return r.ok ? null : r.issues.find((i) => i.path === field)?.message;
}

describe('hidden characters in form fields', () => {
  it.each([
    ['name', 'Asha\r\nBcc: spy@example.com', 'Name'],
    ['name', 'Asha\u0000', 'Name'],
    ['email', 'asha@example.com\nBcc: spy@example.com', 'Email'],
    ['companyName', 'Patil\u001bComposites', 'Company name'],
    ['phone', '98765\u007f43210', 'Phone'],
    ['message', 'hello\u0007world', 'Message'],
    ['message', 'a lone\rcarriage return', 'Message'],
  ])('refuses a control character in %s (%j)', (field, value, label) => {
    expect(messageFor(field, value)).toBe(LIMIT_MESSAGES.controlCharacters(label));
  });

  it.each([
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
  ])('refuses the text-direction control U+%s in a single-line field', (char) => {
    expect(messageFor('name', `gnp${char}exe`)).toBe(LIMIT_MESSAGES.directionControls('Name'));
    const r = validate(inquiryFields, {
      name: 'Ravi',
      phone: '011',
      companyName: `Kulkarni${char} FRP`,
      message: 'Quote',
      applicationName: 'Marine',
    });
    expect(r.ok ? null : r.message).toBe(LIMIT_MESSAGES.directionControls('Company name'));
  });

  it('keeps line breaks and tabs in the message, and right-to-left text anywhere', () => {
    const r = validate(contactFields, {
      ...contact,
      name: 'مريم العلي',
      companyName: 'שלום בע"מ',
      message: 'Line one\r\nLine two\n\tindented ශ්‍රී ලංකාව',
    });
    expect(r.ok).toBe(true);
  });
});

describe('the resume file name', () => {
  const pdf = { type: 'application/pdf', size: 10 };

  it('refuses a right-to-left override that shows gnp.exe as exe.png', () => {
    const message = LIMIT_MESSAGES.directionControls(LIMIT_MESSAGES.resumeFileName);
    expect(checkResumeFile({ ...pdf, name: 'CV-\u202egnp.exe.pdf' })).toEqual({
      message,
      summary: message,
    });
  });

  it('refuses a control character and accepts an ordinary or non-Latin name', () => {
    const message = LIMIT_MESSAGES.controlCharacters(LIMIT_MESSAGES.resumeFileName);
    expect(checkResumeFile({ ...pdf, name: 'CV\n.pdf' })).toEqual({ message, summary: message });
    expect(checkResumeFile({ ...pdf, name: 'Asha Patil CV.pdf' })).toBeNull();
    expect(checkResumeFile({ ...pdf, name: 'سيرة ذاتية.pdf' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES } from '../content/field-messages';
import { contactFields } from './contact';
import { inquiryFields } from './inquiry';
import { checkResumeFile } from './career';
import { quotationFields } from './quotation';
import { reviewFields } from './review';
import { CHECKOUT_TEXT, SHOP_DETAILS_TEXT } from '../content/shop';
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
  return r.ok ? null : (r.issues.find((i) => i.path === field)?.message ?? null);
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

describe('format characters (Unicode category Cf)', () => {
  it.each([
    ['U+200B zero width space', '\u200b'],
    ['U+FEFF zero width no-break space', '\ufeff'],
    ['U+2060 word joiner', '\u2060'],
    ['U+00AD soft hyphen', '\u00ad'],
    ['U+180E Mongolian vowel separator', '\u180e'],
    ['a tag character (U+E0041)', '\u{e0041}'],
    ['the cancel tag (U+E007F)', '\u{e007f}'],
    ['U+200D zero width joiner between Latin letters', '\u200d'],
  ])('refuses %s in every text field, with the field', (_, char) => {
    for (const [field, label] of [
      ['name', 'Name'],
      ['email', 'Email'],
      ['phone', 'Phone'],
      ['companyName', 'Company name'],
      ['message', 'Message'],
    ] as const) {
      const value = field === 'email' ? `asha${char}@example.com` : `${contact[field]}${char}x`;
      expect(messageFor(field, value), field).toBe(LIMIT_MESSAGES.invisibleCharacters(label));
    }
  });

  it.each([
    ['U+061C Arabic letter mark', '\u061c'],
    ['U+200E left-to-right mark', '\u200e'],
    ['U+200F right-to-left mark', '\u200f'],
    ['U+202E right-to-left override', '\u202e'],
  ])('refuses %s as a direction character, in the message too', (_, char) => {
    expect(messageFor('name', `Asha${char}`)).toBe(LIMIT_MESSAGES.directionControls('Name'));
    expect(messageFor('message', `hello ${char}world`)).toBe(
      LIMIT_MESSAGES.directionControls('Message'),
    );
  });

  it('keeps the joiners Indian, Sri Lankan and Arabic scripts and emoji need', () => {
    const r = validate(contactFields, {
      ...contact,
      // Sinhala: Sri Lanka (yansaya-like conjunct, joiner after al-lakuna) and a touching
      // letter (joiner before it); Hindi: a half form kept by a joiner after the virama;
      // Marathi: the eyelash ra; Tamil: a joiner after the pulli.
      name: 'ශ්‍රී ලංකා ක‍්ව क्‍ष र्‍या க்‍ஷ',
      // Persian: a non-joiner between Arabic letters.
      companyName: 'می‌خواهم',
      message: 'Family 👨‍👩‍👧 and a rainbow flag 🏳️‍🌈, from a coder 👩🏽‍💻.',
    });
    expect(r.ok).toBe(true);
  });

  it('refuses them in the file name of a resume and in the shop forms', () => {
    const pdf = { type: 'application/pdf', size: 10 };
    const message = LIMIT_MESSAGES.invisibleCharacters(LIMIT_MESSAGES.resumeFileName);
    expect(checkResumeFile({ ...pdf, name: 'CV\u200b.pdf' })).toEqual({
      message,
      summary: message,
    });
    const quote = validate(quotationFields, {
      lines: [{ productId: 'isophthalic', quantity: 1 }],
      name: 'Asha',
      companyName: 'Patil Composites',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      country: 'uk',
      state: 'Ke\ufeffnt',
      postcode: 'CT1 1AA',
      coupon: 'SAVE\u{e0041}',
    });
    expect(quote.ok ? [] : quote.issues).toEqual([
      { path: 'state', message: LIMIT_MESSAGES.invisibleCharacters(CHECKOUT_TEXT.stateLabel) },
      { path: 'coupon', message: LIMIT_MESSAGES.invisibleCharacters(CHECKOUT_TEXT.couponLabel) },
    ]);
    const review = validate(reviewFields, {
      productId: 'isophthalic',
      name: 'Asha',
      email: 'asha@example.com',
      rating: 5,
      review: 'Good\u200b resin',
    });
    expect(review.ok ? null : review.message).toBe(
      LIMIT_MESSAGES.invisibleCharacters(SHOP_DETAILS_TEXT.reviewLabel),
    );
  });
});

describe('encoded words (=?...?=), which a mail program decodes in a subject', () => {
  it('refuses them in the fields a staff subject is made of, with the field', () => {
    const word = '=?utf-8?B?4oCuZmRwLmV4ZQ==?=';
    expect(messageFor('name', `R ${word}`)).toBe(LIMIT_MESSAGES.encodedWords('Name'));
    expect(messageFor('companyName', `=?UTF-8?Q?Bcc:_v@evil.example?=`)).toBe(
      LIMIT_MESSAGES.encodedWords('Company name'),
    );
    const r = validate(inquiryFields, {
      name: 'Ravi',
      phone: '011',
      companyName: 'Kulkarni FRP',
      message: 'Quote',
      applicationName: `Marine ${word}`,
    });
    expect(r.ok ? null : r.message).toBe(LIMIT_MESSAGES.encodedWords('Application'));
  });

  it('leaves them in the message, which no header carries', () => {
    expect(messageFor('message', 'What does =?utf-8?Q?x?= mean in my mail?')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { SUBMISSION_KINDS } from './all-kinds';
import { OPTIONAL_FIELDS } from './field-labels';
import { contactFields, contactKind } from './contact';
import { inquiryFields } from './inquiry';
import { careerKind, checkResumeFile } from './career';
import { validate } from './validate';
import { MESSAGES } from '../content/messages';
import { FIELD_MESSAGES } from '../content/field-messages';
import { RESUME_MESSAGES } from '../content/file-picker';
import { REACH_MESSAGES } from '../content/reach-messages';

const contact = {
  name: 'Asha Patil',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  message: 'Need 2 t of ortho resin',
};

describe('contact schema', () => {
  it('accepts a complete message and makes companyName optional', () => {
    const r = validate(contactFields, contact);
    expect(r).toEqual({ ok: true, data: { ...contact, companyName: '' } });
  });

  it("sums up a blank name as 'Please fill in all required fields.' and tells the field 'Enter your name'", () => {
    const r = validate(contactFields, { ...contact, name: '   ' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.message).toBe(MESSAGES.required);
      expect(r.issues).toEqual([{ path: 'name', message: FIELD_MESSAGES.missing.name }]);
    }
  });

  it('tells the phone field how many digits it has', () => {
    const r = validate(contactFields, { ...contact, phone: '98765' });
    expect(!r.ok && r.issues).toEqual([{ path: 'phone', message: REACH_MESSAGES.phoneDigits(5) }]);
    expect(REACH_MESSAGES.phoneDigits(5)).toBe('A phone number has 7 to 15 digits; this one has 5');
  });

  it.each([
    ['asha.example.com', REACH_MESSAGES.emailAt],
    ['asha @example.com', REACH_MESSAGES.emailSpace],
    ['asha@example', REACH_MESSAGES.emailOther],
    ['', FIELD_MESSAGES.missing.email],
  ])('tells the e-mail field what is wrong with %j', (email, message) => {
    const r = validate(contactFields, { ...contact, email });
    expect(!r.ok && r.issues).toEqual([{ path: 'email', message }]);
  });

  it.each([
    ['123456', false],
    ['1234567', true],
    ['+1 (234) 567-8901 23', true],
    ['1234567890123456', false],
  ])("phone %s valid=%s ('Please enter a valid mobile number.')", (phone, ok) => {
    const r = validate(contactFields, { ...contact, phone });
    expect(r.ok).toBe(ok);
    if (!r.ok) expect(r.message).toBe(MESSAGES.invalidPhone);
  });

  it.each(['asha@example', 'asha example@x.com', 'asha.example.com', '@example.com'])(
    "shows 'Please enter a valid email address.' for %s",
    (email) => {
      const r = validate(contactFields, { ...contact, email });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.message).toBe(MESSAGES.invalidEmail);
    },
  );

  it('names missing fields before a bad phone in the toast', () => {
    const r = validate(contactFields, { ...contact, phone: '12', message: '' });
    expect(!r.ok && r.message).toBe(MESSAGES.required);
  });

  it('refuses a 2 MB name with a length message', () => {
    const r = validate(contactFields, { ...contact, name: 'x'.repeat(2_000_000) });
    expect(!r.ok && r.message).toBe('Name must be at most 100 characters.');
  });

  it('requires a well-formed document id on submission', () => {
    expect(validate(contactKind.schema, { ...contact, id: 'contact.x' }).ok).toBe(false);
    expect(
      validate(contactKind.schema, {
        ...contact,
        id: 'contact.123e4567-e89b-42d3-a456-426614174000',
      }).ok,
    ).toBe(true);
  });
});

describe('inquiry schema', () => {
  it('requires company name and accepts any phone text', () => {
    const base = { name: 'R', phone: 'call me', message: 'm', applicationName: 'Marine' };
    expect(validate(inquiryFields, { ...base, companyName: 'Acme' }).ok).toBe(true);
    const r = validate(inquiryFields, base);
    expect(!r.ok && r.message).toBe(MESSAGES.required);
  });
});

describe('career schema', () => {
  it('refuses a forged resume asset id', () => {
    const r = validate(careerKind.schema, {
      name: 'R',
      email: 'r@example.com',
      phone: '9876543210',
      id: 'career.123e4567-e89b-42d3-a456-426614174000',
      resumeAssetId: 'image-abc-png',
    });
    expect(r.ok).toBe(false);
  });

  it("sums up a Word file as 'Only PDF files are allowed' and a missing one as a missing field", () => {
    expect(checkResumeFile({ type: 'application/msword', size: 10 })).toEqual({
      message: RESUME_MESSAGES.notPdf,
      summary: MESSAGES.pdfOnly,
    });
    expect(checkResumeFile({ type: 'application/pdf', size: 10 })).toBeNull();
    expect(checkResumeFile(null)).toEqual({
      message: RESUME_MESSAGES.missing,
      summary: MESSAGES.required,
    });
  });
});

describe('the fields a form marks as required', () => {
  it.each(SUBMISSION_KINDS.map((kind) => [kind.name, kind] as const))(
    "%s: its schema lets the visitor leave out exactly its OPTIONAL_FIELDS, which its form marks '(optional)'",
    (name, kind) => {
      const shape = kind.fields.shape as Record<string, z.ZodMiniType>;
      const optional = Object.keys(shape).filter((field) => validate(shape[field]!, undefined).ok);
      expect(optional).toEqual(OPTIONAL_FIELDS[name] ?? []);
    },
  );
});

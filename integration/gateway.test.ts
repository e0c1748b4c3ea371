// @vitest-environment node
// What the gateway stores and the form rules it checks again. How it answers at the HTTP level
// (sizes, origins, routes, failures, rate limit) is in gateway-http.test.ts.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/content/messages';
import { FIELD_MESSAGES, LIMIT_MESSAGES } from '../src/content/field-messages';
import { RESUME_MESSAGES } from '../src/content/file-picker';
import { REACH_MESSAGES } from '../src/content/reach-messages';
import { RESUME_UPLOAD } from '../src/content/resume-upload';
import { UPLOAD_RECORD_TYPE, uploadRecordId } from '../src/submissions/upload-record';
import {
  answer,
  byId,
  careerId,
  contact,
  count,
  gw,
  inquiry,
  pdfBytes,
  post,
  upload,
  startGatewayForFile,
  uuid,
} from '../testing/services/gateway-client';

startGatewayForFile();

describe('successful submissions', () => {
  it('stores a contact message with its published fields under the browser-made id', async () => {
    const data = contact();
    const res = await answer(await post('/api/contact', data));
    expect(res).toEqual({ status: 201, body: { id: data.id } });
    const { id, ...fields } = data;
    expect(await gw.reader.getDocument(id)).toMatchObject({ _id: id, _type: 'contact', ...fields });
  });

  it("stores a product inquiry as _type 'application' and accepts any phone text", async () => {
    const data = inquiry();
    expect((await post('/api/inquiry', data)).status).toBe(201);
    const { id, ...fields } = data;
    expect(await gw.reader.getDocument(id)).toMatchObject({ _type: 'application', ...fields });
  });

  it('stores an uploaded resume, the record of its upload, and the career application it was uploaded for', async () => {
    const id = careerId();
    const up = await answer(await upload(pdfBytes(), '../../etc/Asha CV <final>.pdf', {}, id));
    expect(up.status).toBe(201);
    const assetId = String(up.body.assetId);
    expect(assetId).toMatch(/^file-[0-9a-f]{40}-pdf$/);
    // The stored file may be shared with whoever sends the same bytes: it keeps no one's name.
    const asset = await gw.reader.getDocument(assetId);
    expect(asset).toMatchObject({
      _type: 'sanity.fileAsset',
      mimeType: 'application/pdf',
      originalFilename: RESUME_UPLOAD.storedFilename,
    });
    expect(await gw.reader.getDocument(uploadRecordId(id, assetId))).toMatchObject({
      _type: UPLOAD_RECORD_TYPE,
      submission: id,
      asset: { _ref: assetId },
      originalFilename: 'Asha CV -final.pdf',
      size: 2048,
    });

    const res = await answer(
      await post('/api/career', {
        id,
        name: 'Asha',
        email: 'asha@example.com',
        phone: '9876543210',
        resumeAssetId: assetId,
      }),
    );
    expect(res).toEqual({ status: 201, body: { id } });
    expect(await gw.reader.getDocument(id)).toMatchObject({
      _type: 'career',
      name: 'Asha',
      message: '',
      resume: { _type: 'file', asset: { _type: 'reference', _ref: assetId } },
    });
  });

  it('stores a retried submission once and answers 201 with the same id both times', async () => {
    const data = contact();
    const first = await answer(await post('/api/contact', data));
    const second = await answer(await post('/api/contact', data));
    expect(first).toEqual({ status: 201, body: { id: data.id } });
    expect(second).toEqual(first);
    const stored = await byId(data.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ message: data.message });
  });

  it('drops fields the schema does not know, so a visitor cannot set _type or _id', async () => {
    const data = contact();
    const res = await post('/api/contact', { ...data, _type: 'product', _id: 'products.x', x: 1 });
    expect(res.status).toBe(201);
    const doc = await gw.reader.getDocument(data.id);
    expect(doc?._type).toBe('contact');
    expect(doc).not.toHaveProperty('x');
    expect(await gw.reader.getDocument('products.x')).toBeUndefined();
  });
});

describe('the form rules, checked again by the gateway', () => {
  // Each: the kind, its route, the body, the wrong field, the spec's message (the answer's error)
  // and what is wrong with that field (its issue).
  const cases: [string, string, Record<string, unknown>, string, string, string][] = [
    [
      'contact',
      '/api/contact',
      { ...contact(), name: '  ' },
      'name',
      MESSAGES.required,
      FIELD_MESSAGES.missing.name,
    ],
    [
      'contact',
      '/api/contact',
      { ...contact(), message: '' },
      'message',
      MESSAGES.required,
      FIELD_MESSAGES.missing.message,
    ],
    [
      'contact',
      '/api/contact',
      { ...contact(), phone: '123456' },
      'phone',
      MESSAGES.invalidPhone,
      REACH_MESSAGES.phoneDigits(6),
    ],
    [
      'contact',
      '/api/contact',
      { ...contact(), phone: '1234567890123456' },
      'phone',
      MESSAGES.invalidPhone,
      REACH_MESSAGES.phoneDigits(16),
    ],
    [
      'contact',
      '/api/contact',
      { ...contact(), email: 'asha @example.com' },
      'email',
      MESSAGES.invalidEmail,
      REACH_MESSAGES.emailSpace,
    ],
    [
      'application',
      '/api/inquiry',
      { ...inquiry(), companyName: '' },
      'companyName',
      MESSAGES.required,
      FIELD_MESSAGES.missing.companyName,
    ],
    [
      'application',
      '/api/inquiry',
      { ...inquiry(), phone: '' },
      'phone',
      MESSAGES.required,
      FIELD_MESSAGES.missing.phone,
    ],
    [
      'career',
      '/api/career',
      { id: `career.${uuid()}`, name: 'A', email: 'a@example.com', phone: '9876543210' },
      'resumeAssetId',
      MESSAGES.required,
      RESUME_MESSAGES.missing,
    ],
    [
      'career',
      '/api/career',
      {
        id: `career.${uuid()}`,
        name: 'A',
        email: 'a@example.com',
        phone: '98765',
        resumeAssetId: `file-${'a'.repeat(40)}-pdf`,
      },
      'phone',
      MESSAGES.invalidPhone,
      REACH_MESSAGES.phoneDigits(5),
    ],
  ];

  it.each(
    cases.map(([type, path, body, field, message, problem]) => ({
      type,
      path,
      body,
      field,
      message,
      problem,
    })),
  )(
    "answers 400 '$message' for $type with a bad $field ('$problem') and stores nothing",
    async ({ type, path, body, field, message, problem }) => {
      const before = await count(type);
      const res = await answer(await post(path, body));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
      expect(res.body.issues).toContainEqual({ path: field, message: problem });
      expect(await count(type)).toBe(before);
    },
  );

  it("answers 415 'Only PDF files are allowed' for a Windows executable sent as application/pdf", async () => {
    const exe = new Uint8Array(64 * 1024);
    exe.set([0x4d, 0x5a, 0x90, 0x00]); // "MZ": a PE executable
    const before = await count('sanity.fileAsset');
    const res = await answer(await upload(exe, 'cv.pdf'));
    expect(res).toEqual({ status: 415, body: { error: MESSAGES.pdfOnly } });
    expect(await count('sanity.fileAsset')).toBe(before);
  });

  it('answers 415 for an empty resume body', async () => {
    expect((await upload(new Uint8Array(0))).status).toBe(415);
  });

  it('refuses a well-formed resumeAssetId that was never uploaded (forged) with 400', async () => {
    const id = `career.${uuid()}`;
    const res = await answer(
      await post('/api/career', {
        id,
        name: 'A',
        email: 'a@example.com',
        phone: '9876543210',
        resumeAssetId: `file-${'b'.repeat(40)}-pdf`,
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(LIMIT_MESSAGES.invalidResume);
    expect(await byId(id)).toEqual([]);
  });

  it('refuses a resumeAssetId of a stored file that is not a PDF', async () => {
    // Placed straight into the content service, as another tool with the token could.
    const text = await gw.reader.assets.upload('file', Buffer.from('just text'), {
      filename: 'notes.txt',
      contentType: 'text/plain',
    });
    const forged = text._id.replace(/-txt$/, '-pdf');
    const id = `career.${uuid()}`;
    const res = await post('/api/career', {
      id,
      name: 'A',
      email: 'a@example.com',
      phone: '9876543210',
      resumeAssetId: forged,
    });
    expect(res.status).toBe(400);
    expect(await byId(id)).toEqual([]);
  });

  it('answers 400 with a clear message for a body that is not JSON', async () => {
    const res = await answer(await post('/api/contact', '{"name": "A",'));
    expect(res).toEqual({ status: 400, body: { error: LIMIT_MESSAGES.invalidJson, issues: [] } });
  });

  it('answers 415 for a submission that is not sent as JSON', async () => {
    const res = await answer(
      await post('/api/contact', JSON.stringify(contact()), { 'content-type': 'text/plain' }),
    );
    expect(res).toEqual({ status: 415, body: { error: LIMIT_MESSAGES.notJson } });
  });
});

// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
// The browser client is tested from jsdom (its XMLHttpRequest sends an Origin and enforces
// CORS like a browser) against the real gateway and content service started in this process.
import { startLocalGateway, type LocalGateway } from '../testing/services/local-gateway';
import { MESSAGES } from '../src/content/messages';
import { LIMIT_MESSAGES } from '../src/content/field-messages';
import { REACH_MESSAGES } from '../src/content/reach-messages';
import { validate } from '../src/submissions/validate';
import { documentId } from '../src/submissions/fields';
import { careerKind } from '../src/submissions/career';
import { contactKind } from '../src/submissions/contact';
import { inquiryKind } from '../src/submissions/inquiry';
import { newSubmissionId, send } from '../src/submissions/submit-client';
import { uploadResume } from '../src/submissions/upload-client';
import { SubmitError } from '../src/submissions/submit-error';
import { uploadRecordId } from '../src/submissions/upload-record';

// jsdom's page origin; its XMLHttpRequest sends it and enforces CORS like a browser.
const PAGE_ORIGIN = location.origin;

let gw: LocalGateway;
beforeAll(async () => {
  gw = await startLocalGateway({
    env: { ALLOWED_ORIGINS: PAGE_ORIGIN, RATE_LIMIT_MAX: '1000', CONTENT_TIMEOUT_MS: '1000' },
  });
});
afterAll(() => gw.close());
beforeEach(() => gw.service.setFaults({}));

const contact = () => ({
  id: newSubmissionId(contactKind),
  name: 'Asha Patil',
  email: 'asha@example.com',
  phone: '98765 43210',
  message: 'Please call',
  companyName: '',
});

function pdf(size = 4096, name = 'Asha CV.pdf') {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return new File([bytes], name, { type: 'application/pdf' });
}

async function failureOf(promise: Promise<unknown>): Promise<SubmitError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SubmitError);
  return err as SubmitError;
}

describe('newSubmissionId', () => {
  it.each([contactKind, inquiryKind, careerKind])(
    'makes a fresh $type id the gateway accepts',
    (kind) => {
      const id = newSubmissionId(kind);
      expect(validate(documentId(kind.type), id).ok).toBe(true);
      expect(newSubmissionId(kind)).not.toBe(id);
    },
  );
});

describe('sending to the gateway', () => {
  it('stores a contact message and answers its id', async () => {
    const data = contact();
    await expect(send(contactKind, data, { apiBase: gw.url })).resolves.toEqual({ id: data.id });
    expect(await gw.reader.getDocument(data.id)).toMatchObject({
      _type: 'contact',
      name: 'Asha Patil',
    });
  });

  it('stores a product inquiry; a trailing slash on apiBase does not matter', async () => {
    const id = newSubmissionId(inquiryKind);
    await send(
      inquiryKind,
      {
        id,
        name: 'Ravi',
        phone: '011 2345',
        companyName: 'Lanka Compsite',
        message: 'Quote please',
        applicationName: 'Marine',
      },
      { apiBase: `${gw.url}/` },
    );
    expect(await gw.reader.getDocument(id)).toMatchObject({
      _type: 'application',
      applicationName: 'Marine',
    });
  });

  it("maps a failed create to 'Failed to send message' and stores a retry with the same id once", async () => {
    const data = contact();
    gw.service.setFaults({ status: 500 });
    const err = await failureOf(send(contactKind, data, { apiBase: gw.url }));
    expect(err).toMatchObject({
      status: 502,
      toast: MESSAGES.sendFailed,
      detail: LIMIT_MESSAGES.serviceUnavailable,
    });
    gw.service.setFaults({});
    await expect(send(contactKind, data, { apiBase: gw.url })).resolves.toEqual({ id: data.id });
    await expect(send(contactKind, data, { apiBase: gw.url })).resolves.toEqual({ id: data.id });
    expect(await gw.reader.fetch('count(*[_id == $id])', { id: data.id })).toBe(1);
  });

  it('shows the 409 message when the id was stored with other content, and keeps sending that id', async () => {
    const data = contact();
    // An earlier attempt got through unseen; the visitor then changed the message.
    await send(contactKind, data, { apiBase: gw.url });
    const changed = { ...data, message: 'Please call after 5' };
    const err = await failureOf(send(contactKind, changed, { apiBase: gw.url }));
    expect(err).toMatchObject({ status: 409, toast: LIMIT_MESSAGES.idReused });
    // The id belongs to the form, which renews it (the form kit's tests cover that): the client
    // itself swaps nothing, so the same id is refused again and the stored message stays.
    await expect(failureOf(send(contactKind, changed, { apiBase: gw.url }))).resolves.toMatchObject(
      { status: 409 },
    );
    expect(await gw.reader.getDocument(data.id)).toMatchObject({ message: data.message });
  });

  it('turns a 400 into the validation message as the toast, with per-field issues', async () => {
    const err = await failureOf(
      send(contactKind, { ...contact(), phone: '123456' }, { apiBase: gw.url }),
    );
    expect(err.status).toBe(400);
    expect(err.toast).toBe(MESSAGES.invalidPhone);
    expect(err.issues).toEqual([{ path: 'phone', message: REACH_MESSAGES.phoneDigits(6) }]);
  });

  it('explains a rate limit with the time to wait', async () => {
    const limited = await startLocalGateway({ env: { RATE_LIMIT_MAX: '1' } });
    try {
      await send(contactKind, contact(), { apiBase: limited.url });
      const err = await failureOf(send(contactKind, contact(), { apiBase: limited.url }));
      expect(err.status).toBe(429);
      expect(err.toast).toBe(MESSAGES.sendFailed);
      expect(err.retryAfterSeconds).toBeGreaterThan(0);
      expect(err.detail).toBe(LIMIT_MESSAGES.rateLimitedFor(err.retryAfterSeconds ?? 0));
    } finally {
      await limited.close();
    }
  });

  it('reports no connection when the gateway cannot be reached', async () => {
    const gone = await startLocalGateway();
    const url = gone.url;
    await gone.close();
    const err = await failureOf(send(contactKind, contact(), { apiBase: url }));
    expect(err).toMatchObject({
      status: 0,
      toast: MESSAGES.sendFailed,
      detail: LIMIT_MESSAGES.network,
    });
  });

  it('reports a cancelled send when its signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    const err = await failureOf(
      send(contactKind, contact(), { apiBase: gw.url, signal: controller.signal }),
    );
    expect(err.detail).toBe(LIMIT_MESSAGES.cancelled);
  });
});

describe('uploading the resume', () => {
  it('uploads a PDF for an application, reports completion, and that application refers to it', async () => {
    const progress: number[] = [];
    const id = newSubmissionId(careerKind);
    const { assetId } = await uploadResume(pdf(), {
      apiBase: gw.url,
      submission: id,
      onProgress: (f) => progress.push(f),
    });
    expect(assetId).toMatch(/^file-[0-9a-f]{40}-pdf$/);
    expect(progress.at(-1)).toBe(1);
    expect(await gw.reader.getDocument(uploadRecordId(id, assetId))).toMatchObject({
      submission: id,
      originalFilename: 'Asha CV.pdf',
    });

    await send(
      careerKind,
      {
        id,
        name: 'Asha',
        email: 'asha@example.com',
        phone: '9876543210',
        message: '',
        resumeAssetId: assetId,
      },
      { apiBase: gw.url },
    );
    expect(await gw.reader.getDocument(id)).toMatchObject({
      resume: { asset: { _ref: assetId } },
    });
  });

  it("maps a renamed executable to 'Failed to upload resume' with the gateway's reason", async () => {
    const exe = new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0])], 'cv.pdf', {
      type: 'application/pdf',
    });
    const err = await failureOf(
      uploadResume(exe, { apiBase: gw.url, submission: newSubmissionId(careerKind) }),
    );
    expect(err).toMatchObject({
      status: 415,
      toast: MESSAGES.resumeUploadFailed,
      detail: MESSAGES.pdfOnly,
    });
  });

  it('maps a content-service failure during upload to the upload toast', async () => {
    gw.service.setFaults({ status: 503 });
    const err = await failureOf(
      uploadResume(pdf(), { apiBase: gw.url, submission: newSubmissionId(careerKind) }),
    );
    expect(err).toMatchObject({ status: 502, toast: MESSAGES.resumeUploadFailed });
  });

  it('says the site is not allowed when the page origin is not on the list', async () => {
    const strict = await startLocalGateway({ env: { ALLOWED_ORIGINS: 'https://dealer.example' } });
    try {
      const err = await failureOf(
        uploadResume(pdf(), { apiBase: strict.url, submission: newSubmissionId(careerKind) }),
      );
      expect(err).toMatchObject({
        status: 403,
        toast: MESSAGES.resumeUploadFailed,
        detail: LIMIT_MESSAGES.originNotAllowed,
      });
    } finally {
      await strict.close();
    }
  });

  it('stops the upload when its signal aborts', async () => {
    const controller = new AbortController();
    const pending = uploadResume(pdf(2_000_000), {
      apiBase: gw.url,
      submission: newSubmissionId(careerKind),
      signal: controller.signal,
    });
    controller.abort();
    const err = await failureOf(pending);
    expect(err).toMatchObject({
      toast: MESSAGES.resumeUploadFailed,
      detail: LIMIT_MESSAGES.cancelled,
    });
  });
});

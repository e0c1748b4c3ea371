import { Hono, type Context } from 'hono';
import { RESUME_MAX_BYTES } from '../../content/constants';
import { LIMIT_MESSAGES } from '../../content/field-messages';
import { RESUME_MESSAGES } from '../../content/file-picker';
import { MESSAGES } from '../../content/messages';
import { RESUME_UPLOAD } from '../../content/resume-upload';
import { careerKind, resumeAssetId } from '../../submissions/career';
import { UNNAMED_APPLICATION } from '../../submissions/upload-record';
import { documentId, hiddenCharacterProblem } from '../../submissions/fields';
import { readBody } from '../body';
import { ContentServiceError } from '../content-client';
import { sanitizeFilename } from '../filename';
import { quotaClient } from '../uploads/upload-quota';
import { uploadRecord } from '../uploads/upload-records';
import { serviceFailureLine } from './fail';
import type { GatewayDeps } from './gateway-deps';

/** The resume upload, the one route that takes a file rather than a submission. */
export const RESUME_ROUTE = RESUME_UPLOAD.route;

const careerId = documentId(careerKind.type);

/**
 * `POST /api/resume?filename=&submission=career.<uuid>&started=&altcha=`: a raw PDF body for
 * the career application `submission`, with that application's spam signals. The file is stored
 * as a file asset and recorded as uploaded for that application, which alone may then refer to
 * it. 201 `{assetId}`.
 *
 * An upload failing its spam signals is kept and answered like any other, as a submission is:
 * a person whose browser could not earn them must still be able to apply. Its record says so,
 * the application that refers to it is stored as spam, and unless one does the sweep deletes it
 * after an hour rather than a day. What any one address can store is bounded by its daily quota
 * of bytes (429 past it), counted before the body is read where its length is declared.
 *
 * An upload naming no application at all (a career form from before uploads named theirs) is
 * kept as before, recorded for no application and flagged: an application may refer to it, and
 * is then stored as spam.
 */
export function resumeRoute(deps: GatewayDeps): Hono {
  return new Hono().post(RESUME_ROUTE, deps.admit.submission, async (c) => {
    const query = c.req.query();
    const filename = query[RESUME_UPLOAD.filenameParam];
    const nameProblem = hiddenCharacterProblem(filename ?? '', LIMIT_MESSAGES.resumeFileName);
    if (nameProblem) {
      return deps.fail(c, 400, nameProblem, {
        issues: [{ path: 'resume', message: nameProblem }],
      });
    }
    const named = query[RESUME_UPLOAD.submissionParam];
    const submission =
      named === undefined
        ? ({ success: true, data: UNNAMED_APPLICATION } as const)
        : careerId.safeParse(named);
    if (!submission.success) {
      const message = RESUME_MESSAGES.uploadSubmission;
      return deps.fail(c, 400, message, {
        issues: [{ path: RESUME_UPLOAD.submissionParam, message }],
      });
    }

    const client = await quotaClient(deps.config.spamKey, deps.clients.key(c));
    const declared = Number(c.req.header('content-length'));
    // A declared size past the limit is answered 413 by the body's reading, without reading it.
    if (!(declared > RESUME_MAX_BYTES)) {
      const room = await deps.uploads.fits(client, declared > 0 ? declared : 1, deps.now());
      if (!room.ok) {
        await c.req.raw.body?.cancel().catch(() => undefined);
        return overQuota(c, deps, room.retryAfterSeconds);
      }
    }
    const body = await readBody(c.req.raw, RESUME_MAX_BYTES, {
      requirePdf: true,
      deadlineMs: deps.bodyTimeoutMs,
    });
    if (!body.ok) {
      if (body.problem === 'too-slow') {
        c.header('Connection', 'close');
        return deps.fail(c, 408, LIMIT_MESSAGES.tooSlow);
      }
      // No 'Connection: close' here: closing at once resets a client still sending, which then
      // never sees this answer. The Node adapter drops the rest for up to 500 ms, then closes.
      return body.problem === 'too-large'
        ? deps.fail(c, 413, LIMIT_MESSAGES.resumeTooLarge)
        : deps.fail(c, 415, MESSAGES.pdfOnly);
    }
    // Counted once read, so an undeclared length or several uploads at once cannot pass it.
    const size = body.bytes.byteLength;
    const taken = await deps.uploads.take(client, size, deps.now());
    if (!taken.ok) return overQuota(c, deps, taken.retryAfterSeconds);

    // The application's own signals, taken by its id: its post then sends them again.
    const spamReasons =
      named === undefined
        ? ['flagged-upload' as const]
        : await deps.spam.judge({ started: query.started, altcha: query.altcha }, submission.data);
    try {
      const { assetId } = await deps.content.uploadPdf(body.bytes, RESUME_UPLOAD.storedFilename);
      if (!resumeAssetId.safeParse(assetId).success) {
        throw new ContentServiceError(`upload resume: unexpected asset id ${assetId}`);
      }
      await deps.content.createIfNotExists(
        uploadRecord({
          submission: submission.data,
          assetId,
          filename: sanitizeFilename(filename),
          size,
          spamReasons,
        }),
      );
      return c.json({ assetId }, 201);
    } catch (err) {
      // Not stored (or not recorded, so no application can use it): the visitor tries again.
      await deps.uploads.giveBack(client, size, deps.now());
      deps.log(serviceFailureLine(c, err));
      return deps.fail(c, 502, LIMIT_MESSAGES.serviceUnavailable);
    }
  });
}

function overQuota(c: Context, deps: GatewayDeps, retryAfterSeconds: number): Response {
  c.header('Retry-After', String(retryAfterSeconds));
  return deps.fail(c, 429, RESUME_MESSAGES.uploadQuotaFor(Math.ceil(retryAfterSeconds / 3600)));
}

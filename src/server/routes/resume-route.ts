import { Hono } from 'hono';
import { RESUME_MAX_BYTES } from '../../content/constants';
import { LIMIT_MESSAGES } from '../../content/field-messages';
import { MESSAGES } from '../../content/messages';
import { resumeAssetId } from '../../submissions/career';
import { hiddenCharacterProblem } from '../../submissions/fields';
import { readBody } from '../body';
import { ContentServiceError } from '../content-client';
import { sanitizeFilename } from '../filename';
import { serviceFailureLine } from './fail';
import type { GatewayDeps } from './gateway-deps';

/** The resume upload, the one route that takes a file rather than a submission. */
export const RESUME_ROUTE = '/api/resume';

/**
 * `POST /api/resume?filename=`: a raw PDF body, stored as a file asset. 201 `{assetId}`, which
 * a career application then refers to.
 */
export function resumeRoute(deps: GatewayDeps): Hono {
  return new Hono().post(RESUME_ROUTE, deps.admit.submission, async (c) => {
    const nameProblem = hiddenCharacterProblem(
      c.req.query('filename') ?? '',
      LIMIT_MESSAGES.resumeFileName,
    );
    if (nameProblem) {
      return deps.fail(c, 400, nameProblem, {
        issues: [{ path: 'resume', message: nameProblem }],
      });
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
    try {
      const { assetId } = await deps.content.uploadPdf(
        body.bytes,
        sanitizeFilename(c.req.query('filename')),
      );
      if (!resumeAssetId.safeParse(assetId).success) {
        throw new ContentServiceError(`upload resume: unexpected asset id ${assetId}`);
      }
      return c.json({ assetId }, 201);
    } catch (err) {
      deps.log(serviceFailureLine(c, err));
      return deps.fail(c, 502, LIMIT_MESSAGES.serviceUnavailable);
    }
  });
}

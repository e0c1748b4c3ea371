import { RESUME_MAX_BYTES } from '../../../content/constants';
import { LIMIT_MESSAGES } from '../../../content/field-messages';
import { readBody } from '../../body';
import { JSON_MAX_BYTES } from '../submission-route';

/** A file a form sent (the career form's resume), as the browser named and typed it. */
export interface PostedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** A form's body as a browser posts it: each field's first value, and the file if one came. */
export type PostedForm =
  | { ok: true; values: Map<string, string>; file: PostedFile | undefined }
  | { ok: false; status: 400 | 408 | 413 | 415; error: string };

const URL_ENCODED = /^application\/x-www-form-urlencoded\s*(;|$)/i;
const MULTIPART = /^multipart\/form-data\s*;/i;

/**
 * Reads a form post within the limits a JSON submission has (32 KB, the body's deadline); with
 * `file`, the name of a form's file field (the career form's resume), also multipart, with room
 * for a file of the resume's 5 MB. Another body type is refused (415), as is text that is not
 * UTF-8 (400).
 */
export async function readForm(
  req: Request,
  options: { file?: string; deadlineMs: number },
): Promise<PostedForm> {
  const type = req.headers.get('content-type') ?? '';
  const multipart = options.file !== undefined && MULTIPART.test(type);
  if (!multipart && !URL_ENCODED.test(type)) {
    return { ok: false, status: 415, error: LIMIT_MESSAGES.invalidJson };
  }
  const max = multipart ? RESUME_MAX_BYTES + JSON_MAX_BYTES : JSON_MAX_BYTES;
  const body = await readBody(req, max, { deadlineMs: options.deadlineMs });
  if (!body.ok) {
    if (body.problem === 'too-slow')
      return { ok: false, status: 408, error: LIMIT_MESSAGES.tooSlow };
    const error = multipart ? LIMIT_MESSAGES.resumeTooLarge : LIMIT_MESSAGES.bodyTooLarge;
    return { ok: false, status: 413, error };
  }
  const values = new Map<string, string>();
  try {
    if (!multipart) {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(body.bytes);
      for (const [name, value] of new URLSearchParams(text)) {
        if (!values.has(name)) values.set(name, value);
      }
      return { ok: true, values, file: undefined };
    }
    const form = await new Response(body.bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': type },
    }).formData();
    let file: PostedFile | undefined;
    for (const [name, value] of form) {
      if (typeof value === 'string') {
        if (!values.has(name)) values.set(name, value);
      } else if (name === options.file && !file && value.size > 0) {
        // A file input left empty still sends a part: no name, no bytes.
        file = {
          name: value.name,
          type: value.type,
          bytes: new Uint8Array(await value.arrayBuffer()),
        };
      }
    }
    return { ok: true, values, file };
  } catch {
    return { ok: false, status: 400, error: LIMIT_MESSAGES.invalidJson };
  }
}

import { readBody } from '../../src/server/body';
import { ServiceError } from './errors';

export const JSON_LIMIT = 1024 * 1024;

/** The request body, refused with the Content Lake's 413 past `limit` bytes. */
export async function bodyBytes(request: Request, limit: number): Promise<Uint8Array> {
  const body = await readBody(request, limit);
  if (!body.ok)
    throw new ServiceError(
      413,
      'requestEntityTooLarge',
      `Request body is larger than ${limit} bytes`,
    );
  return body.bytes;
}

export async function bodyJson(request: Request): Promise<unknown> {
  const bytes = await bodyBytes(request, JSON_LIMIT);
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    throw new ServiceError(400, 'invalidJsonError', 'Request body is not valid JSON');
  }
}

export function flag(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}

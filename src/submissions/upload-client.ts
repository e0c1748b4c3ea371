import { MESSAGES } from '../content/messages';
import { RESUME_UPLOAD } from '../content/resume-upload';
import { endpoint, failure, offline, parseAnswer } from './submit-client';
import type { UploadOptions } from './submit-error';

// Apart from submit-client.ts because only the career form uploads a file: the other forms'
// bundles leave this out. Like there, the test of `import.meta.env.VITE_SUBMIT_MODE` is replaced
// by a literal at build time, so the default build has no direct branch.

/**
 * Uploads the resume PDF for career application `opts.submission`, with its spam signals, and
 * answers the asset id that application refers to.
 */
export async function uploadResume(
  file: File | (Blob & { name?: string }),
  opts: UploadOptions,
): Promise<{ assetId: string }> {
  if (import.meta.env.VITE_SUBMIT_MODE === 'direct') {
    return (await import('./direct-client')).directUploadResume(file, opts);
  }
  return xhrUpload(file, opts);
}

function xhrUpload(
  file: Blob & { name?: string },
  opts: UploadOptions,
): Promise<{ assetId: string }> {
  const toast = MESSAGES.resumeUploadFailed;
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(offline(toast, true));
      return;
    }
    const name = file.name ?? 'resume.pdf';
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => opts.signal?.removeEventListener('abort', onAbort);
    // fetch() has no upload progress; XMLHttpRequest does.
    const query = new URLSearchParams({
      [RESUME_UPLOAD.filenameParam]: name,
      [RESUME_UPLOAD.submissionParam]: opts.submission,
    });
    for (const [signal, value] of Object.entries(opts.signals ?? {})) {
      if (typeof value === 'string') query.set(signal, value);
    }
    xhr.open('POST', endpoint(opts.apiBase, `${RESUME_UPLOAD.route}?${query.toString()}`));
    xhr.setRequestHeader('Content-Type', 'application/pdf');
    if (opts.onProgress) {
      const report = opts.onProgress;
      xhr.upload.addEventListener('progress', (e) => {
        if (e.lengthComputable && e.total > 0) report(Math.min(1, e.loaded / e.total));
      });
    }
    xhr.addEventListener('load', () => {
      settle();
      const answer = parseAnswer(xhr.responseText);
      if (xhr.status === 201 && typeof answer.assetId === 'string') {
        opts.onProgress?.(1);
        resolve({ assetId: answer.assetId });
      } else {
        reject(failure(xhr.status, answer, xhr.getResponseHeader('retry-after'), toast));
      }
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(offline(toast, false));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(offline(toast, true));
    });
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(file);
  });
}

import type { EarnedSignals } from './envelope';
import type { FieldIssue } from './validate';

/** Where the browser sends: the gateway's origin (defaults to the page's or loader's origin). */
export interface SubmitOptions {
  /** Gateway origin, e.g. 'https://www.example.com'. Empty means same origin. */
  apiBase?: string;
  signal?: AbortSignal;
}

export interface UploadOptions extends SubmitOptions {
  /** Upload progress, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /**
   * The career application the file is for, `career.<uuid>`: the gateway lets only the
   * application posted with this id refer to the file.
   */
  submission: string;
  /** That application's spam signals, which the upload carries as the application does. */
  signals?: EarnedSignals;
}

export interface SubmitResult {
  id: string;
}

/**
 * A failed submission. `toast` is the spec's message for the visitor ('Failed to send message',
 * 'Failed to upload resume', or a validation message); `detail` is the gateway's own clearer
 * explanation when it gave one (rate limit, origin, size); `issues` are per-field problems.
 */
export class SubmitError extends Error {
  readonly status: number;
  readonly toast: string;
  readonly detail: string | undefined;
  readonly issues: FieldIssue[];
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    toast: string;
    detail?: string;
    issues?: FieldIssue[];
    retryAfterSeconds?: number;
  }) {
    super(init.detail ?? init.toast);
    this.name = 'SubmitError';
    this.status = init.status;
    this.toast = init.toast;
    this.detail = init.detail;
    this.issues = init.issues ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

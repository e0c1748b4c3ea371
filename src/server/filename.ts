const MAX_NAME_LENGTH = 100;
const FALLBACK = 'resume.pdf';

/**
 * Turns whatever the browser sent as a file name into something safe to store and to show
 * in a listing: no folders, no control or shell characters, a .pdf ending, a bounded length.
 */
export function sanitizeFilename(raw: string | null | undefined): string {
  if (!raw) return FALLBACK;
  const base = raw.split(/[\\/]/).pop() ?? '';
  const stem = base
    .normalize('NFKC')
    .replace(/\.pdf$/i, '')
    .replace(/[^\p{L}\p{N}._ -]+/gu, '-')
    .replace(/\s+/g, ' ')
    .replace(/-{2,}/g, '-')
    .replace(/^[\s.-]+|[\s.-]+$/g, '')
    .slice(0, MAX_NAME_LENGTH - '.pdf'.length)
    .replace(/[\s.-]+$/g, '');
  return stem ? `${stem}.pdf` : FALLBACK;
}

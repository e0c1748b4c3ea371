/** Why a body was refused before it was fully read. */
export type BodyProblem = 'too-large' | 'not-pdf' | 'too-slow';

export type BodyResult = { ok: true; bytes: Uint8Array } | { ok: false; problem: BodyProblem };

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/**
 * Reads a request body up to `maxBytes`, stopping as soon as it is known to be too large (by
 * Content-Length, or while streaming) or, with `requirePdf`, as soon as its first bytes show it
 * is not a PDF, so a 1 GB upload or a renamed executable costs us a few kilobytes. With
 * `deadlineMs` a body still arriving after that long is given up ('too-slow'), so a sender
 * trickling a byte at a time cannot hold a request open.
 */
export async function readBody(
  req: Request,
  maxBytes: number,
  options: { requirePdf?: boolean; deadlineMs?: number } = {},
): Promise<BodyResult> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await req.body?.cancel().catch(() => undefined);
    return { ok: false, problem: 'too-large' };
  }
  if (!req.body) return options.requirePdf ? { ok: false, problem: 'not-pdf' } : empty();

  const reader = req.body.getReader();
  const stop = async (problem: BodyProblem): Promise<BodyResult> => {
    await reader.cancel().catch(() => undefined);
    return { ok: false, problem };
  };
  // One timer for the whole body, however many chunks it comes in.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = options.deadlineMs
    ? new Promise<'too-slow'>((done) => (timer = setTimeout(done, options.deadlineMs, 'too-slow')))
    : undefined;

  const readAll = async (): Promise<BodyResult> => {
    const chunks: Uint8Array[] = [];
    let total = 0;
    let checkedMagic = !options.requirePdf;
    for (;;) {
      const next = late ? await Promise.race([reader.read(), late]) : await reader.read();
      if (next === 'too-slow') return stop('too-slow');
      if (next.done) break;
      total += next.value.byteLength;
      if (total > maxBytes) return stop('too-large');
      chunks.push(next.value);
      if (!checkedMagic && total >= PDF_MAGIC.length) {
        if (!startsWithPdfMagic(concat(chunks, total))) return stop('not-pdf');
        checkedMagic = true;
      }
    }
    const bytes = concat(chunks, total);
    if (!checkedMagic && !startsWithPdfMagic(bytes)) return { ok: false, problem: 'not-pdf' };
    return { ok: true, bytes };
  };

  try {
    return await readAll();
  } finally {
    clearTimeout(timer);
  }
}

function empty(): BodyResult {
  return { ok: true, bytes: new Uint8Array(0) };
}

export function startsWithPdfMagic(bytes: Uint8Array): boolean {
  return PDF_MAGIC.every((b, i) => bytes[i] === b);
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

// Vite plugin that puts the generated PDFs where the site links to them: emitted as assets by
// `vite build`, served from memory by `vite dev`.
import type { Plugin, ViteDevServer } from 'vite';
import { buildDownloads } from './build-downloads';
import type { GeneratedPdf } from './common';

type Builder = () => Promise<GeneratedPdf[]>;

/** In dev the builders are loaded through Vite, so edits to the content show in the next PDF. */
async function devBuilder(server: ViteDevServer): Promise<Builder> {
  const loaded = await server.ssrLoadModule('/scripts/downloads/build-downloads.ts');
  const candidate: unknown = loaded.buildDownloads;
  return typeof candidate === 'function' ? (candidate as Builder) : buildDownloads;
}

export function downloadsPlugin(): Plugin {
  // Vite hands back the same module until a content file changes, so the PDFs are built once
  // per change rather than once per request.
  const built = new WeakMap<Builder, Promise<GeneratedPdf[]>>();
  const buildOnce = (build: Builder): Promise<GeneratedPdf[]> => {
    const cached = built.get(build);
    if (cached) return cached;
    const pending = build();
    built.set(build, pending);
    return pending;
  };
  // A build starts the PDFs at once and collects them at the end: the bundler does most of its
  // work on its own threads, so the PDFs are made meanwhile instead of after it.
  let early: Promise<GeneratedPdf[]> | undefined;
  let building = false;
  return {
    name: 'kalpa-downloads',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (!building) return;
      early = buildDownloads();
      // A build that fails before generateBundle never awaits it; that is not a second error.
      early.catch(() => undefined);
    },
    async generateBundle() {
      const pdfs = await (early ?? buildDownloads());
      early = undefined;
      for (const pdf of pdfs) {
        this.emitFile({ type: 'asset', fileName: pdf.href, source: pdf.bytes });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (!pathname.endsWith('.pdf') || !pathname.includes('/downloads/')) {
          next();
          return;
        }
        devBuilder(server)
          .then(buildOnce)
          .then((pdfs) => {
            const pdf = pdfs.find((candidate) => pathname.endsWith(`/${candidate.href}`));
            if (!pdf) {
              next();
              return;
            }
            res.statusCode = 200;
            res.setHeader('Content-Type', 'application/pdf');
            res.setHeader('Content-Length', String(pdf.bytes.byteLength));
            res.setHeader('Cache-Control', 'no-cache');
            res.end(Buffer.from(pdf.bytes));
          })
          .catch((error: unknown) => next(error));
      });
    },
  };
}

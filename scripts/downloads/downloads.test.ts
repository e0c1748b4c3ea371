// @vitest-environment node
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { COMPANY } from '../../src/content/company';
import { dataSheetHref } from '../../src/content/data-sheets';
import { EXPERIENCE_YEARS } from '../../src/content/constants';
import { PRODUCTS } from '../../src/content/products';
import { CERTIFICATES } from '../../src/content/media';
import { KALPA_COMPOSITE_PAGE } from '../../src/content/group-companies';
import { buildDownloads } from './build-downloads';
import type { GeneratedPdf } from './common';
import { downloadsPlugin } from './downloads-plugin';
import { readPdf } from './read-pdf';

let pdfs: GeneratedPdf[] = [];
const byHref = (href: string): GeneratedPdf => {
  const pdf = pdfs.find((candidate) => candidate.href === href);
  if (!pdf) throw new Error(`${href} was not generated`);
  return pdf;
};

beforeAll(async () => {
  pdfs = await buildDownloads();
});

describe('generated PDFs', () => {
  it('builds the three company downloads, then a TDS and an SDS for every grade', () => {
    expect(pdfs.map((pdf) => pdf.href)).toEqual([
      COMPANY.downloads.catalogue.href,
      COMPANY.downloads.brochure.href,
      COMPANY.downloads.eCatalog.href,
      ...PRODUCTS.flatMap((product) => [
        dataSheetHref('tds', product.id),
        dataSheetHref('sds', product.id),
      ]),
    ]);
  });

  it.each([
    ['catalogue', COMPANY.downloads.catalogue.href, 11, 20],
    ['brochure', COMPANY.downloads.brochure.href, 3, 8],
    ['E-catalog', COMPANY.downloads.eCatalog.href, 2, 6],
  ] as const)('the %s loads as a PDF of %i to %i pages', async (_name, href, min, max) => {
    const pdf = byHref(href);
    expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const read = await readPdf(pdf.bytes);
    expect(read.pages).toBe(pdf.pageCount);
    expect(read.pages).toBeGreaterThanOrEqual(min);
    expect(read.pages).toBeLessThanOrEqual(max);
  });

  it('prints every product title, property and key characteristic in the catalogue', async () => {
    const { lines } = await readPdf(byHref(COMPANY.downloads.catalogue.href).bytes);
    for (const product of PRODUCTS) {
      expect(lines).toContain(product.title);
      for (const point of product.points ?? []) {
        expect(lines).toContain(point.label);
        expect(lines).toContain(point.value);
      }
      for (const characteristic of product.keyCharacteristics ?? []) {
        expect(lines.join(' ')).toContain(characteristic);
      }
    }
  });

  it('prints the claims, certificates, products and contacts in the brochure', async () => {
    const text = (await readPdf(byHref(COMPANY.downloads.brochure.href).bytes)).lines.join('\n');
    for (const product of PRODUCTS) expect(text).toContain(product.title);
    for (const certificate of CERTIFICATES) expect(text).toContain(certificate.name);
    expect(text).toContain(`Over ${EXPERIENCE_YEARS} years in business`);
    expect(text).toContain(COMPANY.phone.display);
    expect(text).toContain(COMPANY.emails.sales.display);
    expect(text).toContain(COMPANY.addresses.sriLanka.lines[0]);
  });

  it("lists Kalpa Composite's product lines and the group resins in the E-catalog", async () => {
    const { lines } = await readPdf(byHref(COMPANY.downloads.eCatalog.href).bytes);
    for (const line of KALPA_COMPOSITE_PAGE.productLines) expect(lines).toContain(line.name);
    for (const product of PRODUCTS) expect(lines).toContain(product.title);
  });

  it('draws every character of the copy without falling back to "?"', () => {
    // A web address's query starts with its own '?' (the calculator's, on a TDS).
    const fallback = (text: string) =>
      text.replace(/^https:\/\/\S+\/\?[\w=&,-]+$/, '').includes('?');
    for (const pdf of pdfs) expect(pdf.texts.filter(fallback)).toEqual([]);
  });

  it('produces byte-identical files on every build', async () => {
    const again = await buildDownloads();
    expect(
      again.map((pdf) => Buffer.from(pdf.bytes).equals(Buffer.from(byHref(pdf.href).bytes))),
    ).toEqual(pdfs.map(() => true));
  });
});

describe('downloadsPlugin', () => {
  it('emits each PDF under its link path during a build', async () => {
    const emitted: { fileName: string; source: Uint8Array }[] = [];
    const context = {
      emitFile: (file: { fileName: string; source: Uint8Array }) => {
        emitted.push(file);
        return file.fileName;
      },
    };
    // The plugin defines generateBundle as a plain function that only needs emitFile.
    const generateBundle = downloadsPlugin().generateBundle as unknown as (
      this: typeof context,
    ) => Promise<void>;
    await generateBundle.call(context);
    expect(emitted.map((file) => file.fileName)).toEqual(pdfs.map((pdf) => pdf.href));
    expect(
      emitted.every((file) => Buffer.from(file.source.subarray(0, 5)).toString() === '%PDF-'),
    ).toBe(true);
  });

  describe('in the dev server', () => {
    let vite: ViteDevServer;
    let server: Server;
    let base = '';

    beforeAll(async () => {
      vite = await createViteServer({
        configFile: false,
        root: fileURLToPath(new URL('../../', import.meta.url)),
        plugins: [downloadsPlugin()],
        server: { middlewareMode: true, hmr: false, watch: null },
        // Nothing here is a browser page, so skip scanning the project for dependencies.
        optimizeDeps: { noDiscovery: true, include: [] },
        appType: 'custom',
        logLevel: 'silent',
      });
      server = createHttpServer((req, res) =>
        vite.middlewares(req, res, () => {
          res.statusCode = 404;
          res.end('not found');
        }),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }, 60_000);

    afterAll(async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await vite.close();
    });

    it('serves the brochure as application/pdf', async () => {
      const response = await fetch(`${base}/${COMPANY.downloads.brochure.href}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      expect((await readPdf(bytes)).lines).toContain('Company Brochure');
    }, 60_000);

    it("serves a grade's SDS from its stable name as application/pdf", async () => {
      const product = PRODUCTS[0]!;
      const response = await fetch(`${base}/${dataSheetHref('sds', product.id)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const { title } = await readPdf(new Uint8Array(await response.arrayBuffer()));
      expect(title).toContain(product.title);
    }, 60_000);

    it('passes unknown PDF names on to the next handler', async () => {
      const response = await fetch(`${base}/downloads/no-such-file.pdf`);
      expect(response.status).toBe(404);
    });
  });
});

import { describe, expect, inject } from 'vitest';
import { test } from '../testing/browser/fixture';
import { COMPANY } from '../src/content/company';
import { DATA_SHEET_TITLES, dataSheetLinks } from '../src/content/data-sheets';
import { PRODUCTS } from '../src/content/products';
import { readPdf } from '../scripts/downloads/read-pdf';

interface Fetched {
  href: string;
  status: number;
  type: string | null;
  /** The body, base64-encoded, to read it back in Node. */
  body: string;
}

describe('data sheets on the running site', () => {
  test('serves a distinct TDS and SDS PDF for every grade under its stable name, each SDS with the emergency lines of India and Sri Lanka', async ({
    page,
    errors,
  }) => {
    await page.goto(`${inject('siteUrl')}/#/products`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    const sheets = PRODUCTS.flatMap((product) => {
      const links = dataSheetLinks(product.id);
      return [
        { product, kind: 'tds' as const, href: links.tds.href },
        { product, kind: 'sds' as const, href: links.sds.href },
      ];
    });
    // Fetched by the page, with the relative links resolved the way the site's pages will.
    const fetched = await page.evaluate(
      async (hrefs: string[]) => {
        const toBase64 = (bytes: Uint8Array) => {
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          return btoa(binary);
        };
        return Promise.all(
          hrefs.map(async (href): Promise<Fetched> => {
            const response = await fetch(new URL(href, document.baseURI));
            const body = new Uint8Array(await response.arrayBuffer());
            return {
              href,
              status: response.status,
              type: response.headers.get('content-type'),
              body: toBase64(body),
            };
          }),
        );
      },
      sheets.map((sheet) => sheet.href),
    );

    expect(fetched).toHaveLength(18);
    const bodies = new Set<string>();
    for (const [index, response] of fetched.entries()) {
      const { product, kind } = sheets[index]!;
      expect(response.status, response.href).toBe(200);
      expect(response.type, response.href).toMatch(/^application\/pdf/);
      const bytes = new Uint8Array(Buffer.from(response.body, 'base64'));
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1'), response.href).toBe('%PDF-');
      const read = await readPdf(bytes);
      expect(read.title, response.href).toBe(`${product.title}: ${DATA_SHEET_TITLES[kind]}`);
      if (kind === 'sds') {
        // A 24-hour emergency line for each country the grade is supplied in.
        const text = read.lines.join(' ');
        for (const { countryName, phone } of COMPANY.emergencyPhones) {
          expect(text, response.href).toContain(`${countryName}: ${phone.display}`);
        }
      }
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(18);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('answers 404 for a grade that does not exist', async () => {
    const response = await fetch(`${inject('siteUrl')}/downloads/tds/no-such-grade.pdf`);
    expect(response.status).toBe(404);
  });
});

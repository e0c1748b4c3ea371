// @vitest-environment node
import { expect, it } from 'vitest';
import { sanitizeFilename } from './filename';

it.each([
  ['Asha Patil CV.pdf', 'Asha Patil CV.pdf'],
  ['../../etc/passwd', 'passwd.pdf'],
  ['C:\\Users\\asha\\Résumé 2025.PDF', 'Résumé 2025.pdf'],
  ['cv<script>alert(1)</script>.pdf', 'script.pdf'],
  ['cv<b>"x"|?*.pdf', 'cv-b-x.pdf'],
  ['cv.exe', 'cv.exe.pdf'],
  ['...', 'resume.pdf'],
  ['', 'resume.pdf'],
  [null, 'resume.pdf'],
  ['\u0000\u0007.pdf', 'resume.pdf'],
])('stores the file name %j as %j', (raw, stored) => {
  expect(sanitizeFilename(raw)).toBe(stored);
});

it('caps a long name at 100 characters and keeps the .pdf ending', () => {
  const name = sanitizeFilename(`${'a'.repeat(500)}.pdf`);
  expect(name).toHaveLength(100);
  expect(name.endsWith('.pdf')).toBe(true);
});

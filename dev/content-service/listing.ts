import { kindOfType } from '../../src/submissions/all-kinds';
import type { StoredKind, SubmissionDocument, SubmissionSummary } from '../../src/submissions/kind';
import { envelopeFields, spamReasonsOf } from '../../src/submissions/envelope-summary';
import type { StoredDocument } from './mutations';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function fileLink(
  file: { label: string; assetId: string },
  lookup: (id: string) => StoredDocument | undefined,
): string {
  const asset = lookup(file.assetId);
  const hash = asset?.sha1hash;
  const extension = asset?.extension;
  if (typeof hash !== 'string' || typeof extension !== 'string')
    return `${escapeHtml(file.label)}: ${escapeHtml(file.assetId)} (file missing)`;
  const name = typeof asset?.originalFilename === 'string' ? asset.originalFilename : file.assetId;
  const href = `/resumes/${encodeURIComponent(`${hash}.${extension}`)}`;
  return `${escapeHtml(file.label)}: <a href="${escapeHtml(href)}">${escapeHtml(name)}</a>`;
}

function details(
  summary: SubmissionSummary,
  document: SubmissionDocument,
  lookup: (id: string) => StoredDocument | undefined,
) {
  const rows = [...summary.fields, ...envelopeFields(document)]
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const files = (summary.files ?? []).map((file) => `<p>${fileLink(file, lookup)}</p>`).join('');
  return `<dl>${rows}</dl>${files}`;
}

function table(
  submissions: readonly { document: StoredDocument; kind: StoredKind }[],
  lookup: (id: string) => StoredDocument | undefined,
  spam: boolean,
): string {
  if (submissions.length === 0) return '<p>No submissions yet.</p>';
  const rows = submissions.map(({ document, kind }) => {
    const summary = kind.summarize(document);
    const received = escapeHtml(document._createdAt);
    const signals = spam ? `<td>${escapeHtml(spamReasonsOf(document).join(', '))}</td>` : '';
    return (
      `<tr><td><time datetime="${received}">${received}</time></td>` +
      `<td>${escapeHtml(kind.label)}</td><td>${escapeHtml(summary.subject)}</td>${signals}` +
      `<td>${details(summary, document, lookup)}</td><td><code>${escapeHtml(document._id)}</code></td></tr>`
    );
  });
  const headers = [
    'Received',
    'Type',
    'Subject',
    ...(spam ? ['Spam signals'] : []),
    'Details',
    'Document ID',
  ]
    .map((label) => `<th scope="col">${label}</th>`)
    .join('');
  const what = spam ? 'spam submission' : 'submission';
  return (
    `<table><caption>${rows.length} ${what}${rows.length === 1 ? '' : 's'}, newest first${spam ? ' (no mail was sent)' : ''}</caption>` +
    `<thead><tr>${headers}</tr></thead><tbody>${rows.join('')}</tbody></table>`
  );
}

/**
 * A read-only page for developers to see what the forms stored, one row per submission of any
 * kind, with the fields staff would read in its notification, and the spam below them, apart.
 * Every stored value is escaped: submissions come from anonymous visitors.
 */
export function renderListing(
  documents: readonly StoredDocument[],
  lookup: (id: string) => StoredDocument | undefined,
): string {
  const submissions = documents
    .flatMap((document) => {
      const kind = kindOfType(document._type);
      return kind ? [{ document, kind }] : [];
    })
    .sort(
      (a, b) =>
        b.document._createdAt.localeCompare(a.document._createdAt) ||
        b.document._id.localeCompare(a.document._id),
    );
  // Spam is kept for the record but listed apart, so it never mixes with leads.
  const leads = submissions.filter(({ document }) => document.status !== 'spam');
  const spam = submissions.filter(({ document }) => document.status === 'spam');
  const body =
    submissions.length === 0
      ? '<p>No submissions yet.</p>'
      : table(leads, lookup, false) +
        `<h2>Spam</h2>${spam.length === 0 ? '<p>No spam.</p>' : table(spam, lookup, true)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Stored submissions - local content service</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; margin: 1.5rem; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; font-weight: 600; padding: 0.5rem 0; }
th, td { border: 1px solid #767676; padding: 0.4rem 0.6rem; text-align: left; vertical-align: top; }
th { background: #f0f0f0; }
td { overflow-wrap: anywhere; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.1rem 0.75rem; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; white-space: pre-wrap; }
a { color: #0b57d0; }
a:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Stored submissions</h1>
${body}
</main>
</body>
</html>
`;
}

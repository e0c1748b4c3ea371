import type { StoredDocument } from './mutations';

const SUBMISSION_TYPES: Record<string, string> = {
  contact: 'Contact',
  application: 'Product inquiry',
  career: 'Career',
};

const COLUMNS = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['companyName', 'Company'],
  ['applicationName', 'Application'],
  ['message', 'Message'],
] as const;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function text(value: unknown): string {
  if (value === undefined || value === null || value === '') return '-';
  return escapeHtml(typeof value === 'string' ? value : JSON.stringify(value));
}

function resumeAssetId(document: StoredDocument): string | undefined {
  const resume = document.resume as { asset?: { _ref?: unknown } } | undefined;
  const ref = resume?.asset?._ref;
  return typeof ref === 'string' ? ref : undefined;
}

function resumeCell(document: StoredDocument, lookup: (id: string) => StoredDocument | undefined) {
  const assetId = resumeAssetId(document);
  if (!assetId) return text(undefined);
  const asset = lookup(assetId);
  const hash = asset?.sha1hash;
  const extension = asset?.extension;
  if (typeof hash !== 'string' || typeof extension !== 'string')
    return `${escapeHtml(assetId)} (file missing)`;
  const label = typeof asset?.originalFilename === 'string' ? asset.originalFilename : assetId;
  const href = `/resumes/${encodeURIComponent(`${hash}.${extension}`)}`;
  return `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
}

/**
 * A read-only page for developers to see what the forms stored. Every stored value is escaped:
 * submissions come from anonymous visitors.
 */
export function renderListing(
  documents: readonly StoredDocument[],
  lookup: (id: string) => StoredDocument | undefined,
): string {
  const submissions = documents
    .filter((document) => document._type in SUBMISSION_TYPES)
    .sort((a, b) => b._createdAt.localeCompare(a._createdAt) || b._id.localeCompare(a._id));
  const rows = submissions.map((document) => {
    const cells = COLUMNS.map(([field]) => `<td>${text(document[field])}</td>`).join('');
    return (
      `<tr><td><time datetime="${escapeHtml(document._createdAt)}">${escapeHtml(document._createdAt)}</time></td>` +
      `<td>${escapeHtml(SUBMISSION_TYPES[document._type] ?? document._type)}</td>${cells}` +
      `<td>${resumeCell(document, lookup)}</td><td><code>${escapeHtml(document._id)}</code></td></tr>`
    );
  });
  const headers = [
    'Received',
    'Type',
    ...COLUMNS.map(([, label]) => label),
    'Resume',
    'Document ID',
  ]
    .map((label) => `<th scope="col">${label}</th>`)
    .join('');
  const body =
    rows.length === 0
      ? '<p>No submissions yet.</p>'
      : `<table><caption>${rows.length} submission${rows.length === 1 ? '' : 's'}, newest first</caption>` +
        `<thead><tr>${headers}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
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
td { white-space: pre-wrap; overflow-wrap: anywhere; }
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

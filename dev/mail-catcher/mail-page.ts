import { escapeHtml } from '../content-service/listing';
import type { CaughtMail } from './catcher';

function row(label: string, value: string): string {
  return value ? `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>` : '';
}

/**
 * The local page of caught staff mail, newest first. Every value is escaped and the page is
 * sent with a policy that runs no script: a mail carries what anonymous visitors typed.
 */
export function renderMailPage(mails: readonly CaughtMail[]): string {
  const items = [...mails].reverse().map((mail) => {
    const received = escapeHtml(mail.receivedAt);
    return (
      `<article><h2>${escapeHtml(mail.subject || '(no subject)')}</h2>` +
      `<p><time datetime="${received}">${received}</time></p><dl>` +
      row('From', mail.from) +
      row('To', mail.to) +
      row('Delivered to', mail.envelope.to.join(', ')) +
      row('Reply-To', mail.replyTo) +
      row('Message-ID', mail.messageId) +
      `</dl><pre>${escapeHtml(mail.text)}</pre></article>`
    );
  });
  const body =
    items.length === 0
      ? '<p>No mail yet. Send a form on the local site; its staff mail shows here within seconds.</p>'
      : `<p>${items.length} mail${items.length === 1 ? '' : 's'}, newest first.</p>${items.join('')}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Caught staff mail - local mail catcher</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; margin: 1.5rem; }
article { border: 1px solid #767676; padding: 0.75rem 1rem; margin: 0 0 1rem; }
h2 { font-size: 1.1rem; margin: 0; overflow-wrap: anywhere; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.1rem 0.75rem; margin: 0.5rem 0; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f4f4; padding: 0.5rem; margin: 0; }
</style>
</head>
<body>
<main>
<h1>Caught staff mail</h1>
${body}
</main>
</body>
</html>
`;
}

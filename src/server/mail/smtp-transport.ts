import { createTransport } from 'nodemailer';
import type { OutgoingMail } from './compose';
import { encodedWords } from './header-text';

/**
 * Sends through the mail server of SMTP_URL. The envelope names the configured recipients
 * explicitly, so nothing in the headers can add one; the subject, written from what a visitor
 * typed, goes out as encoded words whatever it holds (Reply-To is a plain address only); the
 * message is plain text, and nodemailer may not read files or URLs on the message's behalf.
 */
export function smtpSender(smtpUrl: string): {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
} {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(mail) {
      await transport.sendMail({
        messageId: mail.messageId,
        from: mail.from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        // Written as it is (already encoded), in place of nodemailer's own Subject.
        headers: { Subject: { prepared: true, value: encodedWords(mail.subject) } },
        text: mail.text,
        envelope: { from: addressOf(mail.from), to: mail.to },
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close: () => transport.close(),
  };
}

/** `Name <a@b.c>` or `a@b.c` to `a@b.c`. */
function addressOf(from: string): string {
  return /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
}

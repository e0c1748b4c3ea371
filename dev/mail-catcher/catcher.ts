import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** One mail as the catcher received it: the SMTP envelope, the parsed headers and body. */
export interface CaughtMail {
  receivedAt: string;
  /** Who the client said it sends for, and to whom (RCPT TO): the real recipients. */
  envelope: { from: string; to: string[] };
  messageId: string;
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  /** Every header line's name, lower-case, in order (to prove none was smuggled in). */
  headerNames: string[];
  /** The message as it came over the wire. */
  raw: string;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  smtpUrl: string;
  port: number;
  /** Every mail caught so far, oldest first. */
  readonly mails: readonly CaughtMail[];
  /** Resolves with the first caught mail (already or later) that `match` accepts. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  /** While on, every mail is refused with a temporary failure (451), as a busy server does. */
  setRefusing(refusing: boolean): void;
  /** Stops listening, as a server that is down; `start` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Caught mails kept; older ones are forgotten. */
const KEPT = 500;

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  return (Array.isArray(value) ? value : [value]).map((a) => a.text).join(', ');
}

/**
 * An SMTP server on this machine that keeps what it receives instead of delivering it: the
 * staff mail of `npm start` when no SMTP_URL is set, and the mail server of tests. Plain SMTP
 * without authentication, listening on loopback only.
 */
export async function startMailCatcher(options: { port?: number } = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<{ match: (m: CaughtMail) => boolean; done: (m: CaughtMail) => void }>();
  let refusing = false;
  let server: SMTPServer | undefined;
  let port = options.port ?? 0;

  function create() {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: 1024 * 1024,
      onMailFrom(_address, _session, callback) {
        if (!refusing) return callback();
        const error = Object.assign(new Error('Mailbox busy, try again later'), {
          responseCode: 451,
        });
        callback(error);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then((parsed) => {
              const mail: CaughtMail = {
                receivedAt: new Date().toISOString(),
                envelope: {
                  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                  to: session.envelope.rcptTo.map((r) => r.address),
                },
                messageId: parsed.messageId ?? '',
                from: addresses(parsed.from),
                to: addresses(parsed.to),
                replyTo: addresses(parsed.replyTo),
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                headerNames: parsed.headerLines.map((h) => h.key),
                raw,
              };
              mails.push(mail);
              if (mails.length > KEPT) mails.shift();
              for (const waiter of waiters) {
                if (waiter.match(mail)) {
                  waiters.delete(waiter);
                  waiter.done(mail);
                }
              }
              callback();
            })
            .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
        });
      },
    });
  }

  async function start() {
    if (server) return;
    const next = create();
    await new Promise<void>((done, fail) => {
      next.once('error', fail);
      next.listen(port, '127.0.0.1', () => done());
    });
    next.on('error', () => undefined);
    port = (next.server.address() as AddressInfo).port;
    server = next;
  }

  async function stop() {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((done) => current.close(() => done()));
  }

  await start();
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    waitFor(match, timeoutMs = 10_000) {
      const found = mails.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((done, fail) => {
        const waiter = {
          match,
          done: (mail: CaughtMail) => {
            clearTimeout(timer);
            done(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          fail(new Error(`no matching mail within ${timeoutMs} ms (${mails.length} caught)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    setRefusing(value) {
      refusing = value;
    },
    stop,
    start,
    close: stop,
  };
}

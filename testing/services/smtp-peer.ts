import { startMailCatcher, type MailCatcher } from '../../dev/mail-catcher/catcher';

export type SmtpPeer = MailCatcher;

/**
 * A real SMTP server (smtp-server) on a free loopback port that keeps every mail with its
 * envelope, for tests of the staff notification: stop it to play a mail server that is down,
 * `setRefusing(true)` for one that refuses, `waitFor` to await a mail.
 */
export function startSmtpPeer(): Promise<SmtpPeer> {
  return startMailCatcher();
}

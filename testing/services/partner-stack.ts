import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalGateway, type LocalGateway } from './local-gateway';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';

/** A gateway that mails staff and the partners of its PARTNERS_FILE through a real SMTP peer. */
export interface PartnerStack {
  gw: LocalGateway;
  smtp: SmtpPeer;
  /** The gateway's own origin: a post from it is the site's, no partner's. */
  siteOrigin: string;
  /** A folder of the stack's own for other files a test writes; removed on close. */
  dir: string;
  close(): Promise<void>;
}

/** Starts the SMTP peer and a gateway whose PARTNERS_FILE lists `partners`, mailing `staff`. */
export async function startPartnerStack(
  partners: readonly unknown[],
  staff: string,
): Promise<PartnerStack> {
  const dir = mkdtempSync(join(tmpdir(), 'resin-partners-'));
  const partnersFile = join(dir, 'partners.json');
  writeFileSync(partnersFile, JSON.stringify(partners));
  const smtp = await startSmtpPeer();
  const gw = await startLocalGateway({
    env: {
      SMTP_URL: smtp.smtpUrl,
      NOTIFY_TO: staff,
      PARTNERS_FILE: partnersFile,
      RATE_LIMIT_MAX: '1000',
    },
    runtime: { pollMs: 50 },
  });
  return {
    gw,
    smtp,
    siteOrigin: new URL(gw.url).origin,
    dir,
    async close() {
      await gw.close();
      await smtp.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutgoingMail } from './compose';
import { openFileOutbox } from './file-outbox';
import type { MailJob } from './outbox';

const mail: OutgoingMail = {
  messageId: '<contact.a@kalparesins.example>',
  from: 'Website <no-reply@kalparesins.example>',
  to: ['sales@kalparesins.example'],
  subject: '[Contact] Asha Patil',
  text: 'Name: Asha Patil',
};
const job = (id: string): MailJob => ({ id, mail, failures: 0 });

let dir: string;
const logs: string[] = [];
const log = (line: string) => logs.push(line);
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'file-outbox-'));
  logs.length = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the folder outbox', () => {
  it('keeps a mail on disk from add until done, readable by its owner only', async () => {
    const outbox = await openFileOutbox(dir, log);
    await outbox.add(job('contact.a'), 1_000);
    expect(readdirSync(dir)).toEqual(['contact.a.json']);
    expect(statSync(join(dir, 'contact.a.json')).mode & 0o777).toBe(0o600);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(await outbox.claim(1_000, 60_000)).toEqual(job('contact.a'));
    // Leased: not handed out twice.
    expect(await outbox.claim(1_000, 60_000)).toBeUndefined();
    await outbox.done('contact.a');
    expect(readdirSync(dir)).toEqual([]);
    // A replay of a sent submission is not queued again.
    await outbox.add(job('contact.a'), 2_000);
    expect(await outbox.size()).toBe(0);
  });

  it('gives every waiting mail back after a restart, due at once, failures kept', async () => {
    const before = await openFileOutbox(dir, log, () => 1_000);
    await before.add(job('contact.a'), 1_000);
    await before.add(job('contact.b'), 1_000);
    await before.retryAt({ ...job('contact.b'), failures: 3, firstFailedAt: 900 }, 500_000);
    // A leased mail (being sent when the process died) is still there too.
    await before.claim(1_000, 60_000);

    const after = await openFileOutbox(dir, log, () => 2_000);
    expect(await after.size()).toBe(2);
    const claimed = [await after.claim(2_000, 60_000), await after.claim(2_000, 60_000)];
    expect(claimed.map((j) => j?.id).sort()).toEqual(['contact.a', 'contact.b']);
    expect(claimed.find((j) => j?.id === 'contact.b')).toMatchObject({
      failures: 3,
      firstFailedAt: 900,
    });
    expect(logs.join('\n')).toContain('2 notification(s) waiting');
  });

  it('drops a mail given up, and names a file for an unusual id by its hash', async () => {
    const outbox = await openFileOutbox(dir, log);
    await outbox.add(job('../contact.x'), 1_000);
    const [name] = readdirSync(dir);
    expect(name).toMatch(/^[0-9a-f]{64}\.json$/);
    await outbox.drop('../contact.x');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('leaves a file that is not a mail alone, with a warning, and clears half-written ones', async () => {
    writeFileSync(join(dir, 'notes.json'), '{"hello": 1}');
    writeFileSync(join(dir, 'contact.a.json.1-1.tmp'), '{"jo');
    const outbox = await openFileOutbox(dir, log);
    expect(await outbox.size()).toBe(0);
    expect(readdirSync(dir)).toEqual(['notes.json']);
    expect(logs.join('\n')).toMatch(/WARNING: .*notes\.json is not a waiting mail/);
  });
});

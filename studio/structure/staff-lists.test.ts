import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeDataDir,
  removeDataDir,
  startTemporary,
  type Running,
} from '../../testing/services/content-service';
import {
  CAREER_APPLICATIONS,
  DEALER_IDS_QUERY,
  FOLLOW_UPS_DUE,
  LEADS_OF_DEALER,
  LEADS_OF_PARTNER,
  NEW_LEADS,
  PARTNER_NAMES_QUERY,
  QUOTATION_REQUESTS,
  SAMPLE_REQUESTS,
  REVIEWS_AWAITING_APPROVAL,
  SPAM,
  listQuery,
  localDate,
  type StaffList,
} from './staff-lists';
import { LEAD_TYPES } from '../workflow';

/*
 * The desk's lists run as GROQ against the real local content service through the real
 * @sanity/client. The documents are written into the data folder before the service starts,
 * so each one has the stored time it would have had (the lists sort by it).
 */

const TODAY = '2026-11-25';
let running: Running;
let dataDir: string;

type Seed = Record<string, unknown> & { _id: string; _type: string };

/** One stored document per case; `minute` orders their stored times. */
const seeds: [minute: number, Seed][] = [
  [1, { _id: 'application.legacy', _type: 'application', name: 'Stored before statuses' }],
  [2, { _id: 'contact.new', _type: 'contact', status: 'new' }],
  [3, { _id: 'quotation.new-acme', _type: 'quotation', status: 'new', source: acme() }],
  [
    4,
    {
      _id: 'contact.contacted-acme',
      _type: 'contact',
      status: 'contacted',
      source: acme(),
      followUpOn: '2026-11-20',
    },
  ],
  [
    5,
    {
      _id: 'application.quoted-blue',
      _type: 'application',
      status: 'quoted',
      source: { partner: 'Blue Dealer', channel: 'widget' },
      followUpOn: TODAY,
    },
  ],
  [6, { _id: 'quotation.won', _type: 'quotation', status: 'won', followUpOn: '2026-11-01' }],
  [7, { _id: 'contact.spam-acme', _type: 'contact', status: 'spam', source: acme() }],
  [8, { _id: 'career.new', _type: 'career', status: 'new', followUpOn: '2026-12-01' }],
  [9, { _id: 'career.due', _type: 'career', status: 'contacted', followUpOn: '2026-11-24' }],
  [10, { _id: 'career.spam', _type: 'career', status: 'spam', spamReasons: ['honeypot'] }],
  [11, { _id: 'review.pending', _type: 'review', status: 'pending' }],
  [12, { _id: 'review.new', _type: 'review', status: 'new' }],
  [13, { _id: 'review.approved', _type: 'review', status: 'new', approved: true }],
  [14, { _id: 'review.declined', _type: 'review', status: 'new', approved: false }],
  [15, { _id: 'review.spam', _type: 'review', status: 'spam' }],
  [16, { _id: 'quotation.lost', _type: 'quotation', status: 'lost', source: acme() }],
  // A draft copy is never listed: the Studio edits these types live, and lists published ones.
  [17, { _id: 'drafts.contact.new', _type: 'contact', status: 'new' }],
  [18, { _id: 'sample.new', _type: 'sample', status: 'new' }],
  [19, { _id: 'sample.spam', _type: 'sample', status: 'spam' }],
  // Leads sent to a dealer chosen in the dealer finder, one of them through a partner's page.
  [20, { _id: 'application.to-shakti', _type: 'application', source: toDealer('shakti-frp-pune') }],
  [
    21,
    {
      _id: 'sample.to-shakti-via-acme',
      _type: 'sample',
      status: 'contacted',
      source: { ...acme(), dealer: 'shakti-frp-pune' },
    },
  ],
  [22, { _id: 'sample.to-kandy', _type: 'sample', status: 'new', source: toDealer('kandy-resin') }],
  [
    23,
    {
      _id: 'contact.spam-to-kandy',
      _type: 'contact',
      status: 'spam',
      source: toDealer('kandy-resin'),
    },
  ],
];

function toDealer(dealer: string) {
  return { channel: 'site', dealer };
}

function acme() {
  return { partner: 'Acme FRP', origin: 'https://acme-frp.example', channel: 'widget' };
}

beforeAll(async () => {
  dataDir = await makeDataDir();
  const documents = seeds.map(([minute, seed]) => {
    const at = new Date(Date.UTC(2026, 10, 20, 9, minute)).toISOString();
    return { ...seed, _createdAt: at, _updatedAt: at, _rev: `rev-${minute}` };
  });
  await writeFile(join(dataDir, 'documents.json'), JSON.stringify({ documents }));
  running = await startTemporary({ dataDir });
});

afterAll(async () => {
  await running.stop();
  await removeDataDir(dataDir);
});

function idsOf(list: StaffList, context: { partner?: string; dealer?: string } = {}) {
  return running.client.fetch<string[]>(
    `${listQuery(list)}._id`,
    list.params({ today: TODAY, ...context }),
  );
}

describe("the staff's lists, against the local content service", () => {
  it('lists new leads newest first, counting leads stored before statuses existed as new', async () => {
    await expect(idsOf(NEW_LEADS)).resolves.toEqual([
      'sample.to-kandy',
      'application.to-shakti',
      'sample.new',
      'quotation.new-acme',
      'contact.new',
      'application.legacy',
    ]);
  });

  it('names each partner that has sent a lead once, and lists its leads without spam', async () => {
    const names = await running.client.fetch<string[]>(PARTNER_NAMES_QUERY, {
      types: [...LEAD_TYPES],
    });
    expect([...names].sort()).toEqual(['Acme FRP', 'Blue Dealer']);
    await expect(idsOf(LEADS_OF_PARTNER, { partner: 'Acme FRP' })).resolves.toEqual([
      'sample.to-shakti-via-acme',
      'quotation.lost',
      'contact.contacted-acme',
      'quotation.new-acme',
    ]);
    await expect(idsOf(LEADS_OF_PARTNER, { partner: 'Blue Dealer' })).resolves.toEqual([
      'application.quoted-blue',
    ]);
  });

  it('names each dealer a lead was sent to once, and lists its leads without spam, whichever page they came through', async () => {
    const ids = await running.client.fetch<string[]>(DEALER_IDS_QUERY, {
      types: [...LEAD_TYPES],
    });
    expect([...ids].sort()).toEqual(['kandy-resin', 'shakti-frp-pune']);
    await expect(idsOf(LEADS_OF_DEALER, { dealer: 'shakti-frp-pune' })).resolves.toEqual([
      'sample.to-shakti-via-acme',
      'application.to-shakti',
    ]);
    await expect(idsOf(LEADS_OF_DEALER, { dealer: 'kandy-resin' })).resolves.toEqual([
      'sample.to-kandy',
    ]);
  });

  it('lists follow-ups due by today, oldest date first, leaving out won, lost and spam', async () => {
    await expect(idsOf(FOLLOW_UPS_DUE)).resolves.toEqual([
      'contact.contacted-acme',
      'career.due',
      'application.quoted-blue',
    ]);
  });

  it('lists quotation requests and career applications newest first, without spam', async () => {
    await expect(idsOf(QUOTATION_REQUESTS)).resolves.toEqual([
      'quotation.lost',
      'quotation.won',
      'quotation.new-acme',
    ]);
    await expect(idsOf(CAREER_APPLICATIONS)).resolves.toEqual(['career.due', 'career.new']);
  });

  it('lists sample requests newest first, without spam', async () => {
    await expect(idsOf(SAMPLE_REQUESTS)).resolves.toEqual([
      'sample.to-kandy',
      'sample.to-shakti-via-acme',
      'sample.new',
    ]);
  });

  it('lists reviews with no approval decision, older pending ones included', async () => {
    await expect(idsOf(REVIEWS_AWAITING_APPROVAL)).resolves.toEqual([
      'review.new',
      'review.pending',
    ]);
  });

  it('lists spam of every kind, newest first', async () => {
    await expect(idsOf(SPAM)).resolves.toEqual([
      'contact.spam-to-kandy',
      'sample.spam',
      'review.spam',
      'career.spam',
      'contact.spam-acme',
    ]);
  });

  it('follows a status change a Studio patch makes', async () => {
    await running.client
      .patch('contact.new')
      .ifRevisionId('rev-2')
      .set({ status: 'spam', followUpOn: TODAY })
      .commit();
    await running.client.patch('review.new').set({ approved: true }).commit();
    await expect(idsOf(NEW_LEADS)).resolves.toEqual([
      'sample.to-kandy',
      'application.to-shakti',
      'sample.new',
      'quotation.new-acme',
      'application.legacy',
    ]);
    await expect(idsOf(SPAM)).resolves.toContain('contact.new');
    await expect(idsOf(FOLLOW_UPS_DUE)).resolves.not.toContain('contact.new');
    await expect(idsOf(REVIEWS_AWAITING_APPROVAL)).resolves.toEqual(['review.pending']);
  });

  it("takes today's date in the staff member's own time zone", () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDate(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});

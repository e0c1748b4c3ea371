import { createSchema } from 'sanity';
import { createStructureBuilder, type StructureResolverContext } from 'sanity/structure';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTemporary, type Running } from '../../testing/services/content-service';
import { schemaTypes } from '../schemaTypes';
import { SUBMISSION_TYPES } from '../workflow';
import { structure } from '.';
import {
  CAREER_APPLICATIONS,
  FOLLOW_UPS_DUE,
  LEADS_OF_DEALER,
  LEADS_OF_PARTNER,
  NEW_LEADS,
  QUOTATION_REQUESTS,
  REVIEWS_AWAITING_APPROVAL,
  SAMPLE_REQUESTS,
  SPAM,
  localDate,
  type StaffList,
} from './staff-lists';

/*
 * The desk as the Studio builds it, with Sanity's own structure builder: each list runs the
 * filter of the staff lists (tested against the content service beside this file), and the
 * partner list reads its names through the Studio's client, here the real @sanity/client
 * against the local content service. The builder wants a workspace source; the parts it reads
 * while the desk is built are the schema, a client and the new-document options (none: the
 * Studio's config lets no one create a submission).
 */

let running: Running;

type Serialized = {
  id: string;
  title: string;
  type: string;
  items?: Serialized[];
  options?: { filter: string; params: unknown; defaultOrdering: unknown };
  child?: (id: string, context: object) => unknown;
};

async function desk(): Promise<Serialized> {
  const context = {
    getClient: () => running.client,
  } as unknown as StructureResolverContext;
  const source = {
    ...context,
    schema: createSchema({ name: 'default', types: schemaTypes }),
    templates: [],
    document: { resolveNewDocumentOptions: () => [] },
  };
  const S = createStructureBuilder({ source, perspectiveStack: [] } as never);
  const root = (await structure(S, context)) as { serialize(o: object): Serialized };
  return root.serialize({ path: [] });
}

async function open(item: Serialized | undefined): Promise<Serialized> {
  if (!item?.child) throw new Error(`${item?.id ?? 'item'} opens nothing`);
  const child = (await item.child(item.id, { path: [], index: 0, splitIndex: 0 })) as {
    serialize(o: object): Serialized;
  };
  return child.serialize({ path: [item.id] });
}

beforeAll(async () => {
  running = await startTemporary();
  for (const [id, partner] of [
    ['contact.a', 'Zeta Composites'],
    ['application.b', 'Acme FRP'],
    ['quotation.c', 'Acme FRP'],
    ['career.d', 'Only Careers Ltd'],
  ] as const) {
    await running.client.create({ _id: id, _type: id.split('.')[0]!, source: { partner } });
  }
  for (const [id, dealer] of [
    ['sample.e', 'shakti-frp-pune'],
    ['application.f', 'kandy-resin'],
    ['contact.g', 'shakti-frp-pune'],
  ] as const) {
    await running.client.create({ _id: id, _type: id.split('.')[0]!, source: { dealer } });
  }
});
afterAll(() => running.stop());

describe('the Studio desk', () => {
  it("starts with the staff's lists, then every kind of submission", async () => {
    const items = (await desk()).items ?? [];
    expect(items.map((item) => item.title ?? item.type)).toEqual([
      NEW_LEADS.title,
      LEADS_OF_PARTNER.title,
      LEADS_OF_DEALER.title,
      FOLLOW_UPS_DUE.title,
      QUOTATION_REQUESTS.title,
      SAMPLE_REQUESTS.title,
      CAREER_APPLICATIONS.title,
      REVIEWS_AWAITING_APPROVAL.title,
      SPAM.title,
      'divider',
      ...SUBMISSION_TYPES.map((type) => schemaTypes.find((t) => t.name === type)?.title),
    ]);
  });

  it('opens each list with its filter, parameters and order from the staff lists', async () => {
    const items = (await desk()).items ?? [];
    const lists: StaffList[] = [
      NEW_LEADS,
      FOLLOW_UPS_DUE,
      QUOTATION_REQUESTS,
      SAMPLE_REQUESTS,
      CAREER_APPLICATIONS,
      REVIEWS_AWAITING_APPROVAL,
      SPAM,
    ];
    for (const list of lists) {
      const pane = await open(items.find((item) => item.id === list.id));
      expect(pane.type, list.id).toBe('documentList');
      expect(pane.options, list.id).toEqual({
        filter: list.filter,
        params: list.params({ today: localDate() }),
        defaultOrdering: list.ordering,
        apiVersion: expect.any(String),
      });
    }
  });

  it('lists the partners that sent leads, A to Z, each opening its leads', async () => {
    const items = (await desk()).items ?? [];
    const partners = await open(items.find((item) => item.id === LEADS_OF_PARTNER.id));
    expect(partners.items?.map((item) => item.title)).toEqual(['Acme FRP', 'Zeta Composites']);
    const acme = await open(partners.items?.[0]);
    expect(acme.options).toMatchObject({
      filter: LEADS_OF_PARTNER.filter,
      params: LEADS_OF_PARTNER.params({ today: localDate(), partner: 'Acme FRP' }),
    });
    const ids = await running.client.fetch<string[]>(
      `*[${acme.options?.filter}] | order(_createdAt desc)._id`,
      acme.options?.params as Record<string, unknown>,
    );
    expect(ids.sort()).toEqual(['application.b', 'quotation.c']);
  });

  it('lists the dealers leads were sent to, A to Z, each opening its leads', async () => {
    const items = (await desk()).items ?? [];
    const dealers = await open(items.find((item) => item.id === LEADS_OF_DEALER.id));
    expect(dealers.items?.map((item) => item.title)).toEqual(['kandy-resin', 'shakti-frp-pune']);
    const shakti = await open(dealers.items?.[1]);
    expect(shakti.options).toMatchObject({
      filter: LEADS_OF_DEALER.filter,
      params: LEADS_OF_DEALER.params({ today: localDate(), dealer: 'shakti-frp-pune' }),
    });
    const ids = await running.client.fetch<string[]>(
      `*[${shakti.options?.filter}] | order(_createdAt desc)._id`,
      shakti.options?.params as Record<string, unknown>,
    );
    expect(ids.sort()).toEqual(['contact.g', 'sample.e']);
  });
});

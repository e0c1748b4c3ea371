import {
  BasketIcon,
  CaseIcon,
  ClockIcon,
  InboxIcon,
  PinIcon,
  PackageIcon,
  StarIcon,
  TrashIcon,
  UsersIcon,
} from '@sanity/icons';
import type { ComponentType } from 'react';
import type { ConfigContext } from 'sanity';
import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { apiVersion } from '../env';
import { LEAD_TYPES } from '../workflow';
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
  localDate,
  type StaffList,
} from './staff-lists';

type ListContext = { partner?: string; dealer?: string };

/** A list of documents from one of the staff lists, with today's date taken when it opens. */
function documentList(S: StructureBuilder, list: StaffList, context: ListContext = {}) {
  return S.documentList()
    .id(list.id)
    .title(context.partner ?? context.dealer ?? list.title)
    .apiVersion(apiVersion)
    .filter(list.filter)
    .params(list.params({ today: localDate(), ...context }))
    .defaultOrdering(list.ordering);
}

function listItem(S: StructureBuilder, list: StaffList, icon: ComponentType) {
  return S.listItem()
    .id(list.id)
    .title(list.title)
    .icon(icon)
    .child(() => documentList(S, list));
}

/** A desk path segment for a partner's name or a dealer's id. */
const segment = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'partner';

/**
 * A list of names read from the stored leads when it is opened (so a new partner or dealer
 * appears without a Studio release), A to Z, each opening that one's leads.
 */
function leadsByName(
  S: StructureBuilder,
  context: Pick<ConfigContext, 'getClient'>,
  list: StaffList,
  namesQuery: string,
  icon: ComponentType,
  contextOf: (name: string) => ListContext,
) {
  return S.listItem()
    .id(list.id)
    .title(list.title)
    .icon(icon)
    .child(async () => {
      const names = await context
        .getClient({ apiVersion })
        .fetch<string[]>(namesQuery, { types: [...LEAD_TYPES] });
      return S.list()
        .id(list.id)
        .title(list.title)
        .items(
          [...names]
            .sort((a, b) => a.localeCompare(b))
            .map((name) =>
              S.listItem()
                .id(segment(name))
                .title(name)
                .child(() => documentList(S, list, contextOf(name))),
            ),
        );
    });
}

/** The desk as staff work it: the day's lists first, then every submission by kind. */
export const structure: StructureResolver = (S, context) =>
  S.list()
    .title('Submissions')
    .items([
      listItem(S, NEW_LEADS, InboxIcon),
      leadsByName(S, context, LEADS_OF_PARTNER, PARTNER_NAMES_QUERY, UsersIcon, (partner) => ({
        partner,
      })),
      leadsByName(S, context, LEADS_OF_DEALER, DEALER_IDS_QUERY, PinIcon, (dealer) => ({
        dealer,
      })),
      listItem(S, FOLLOW_UPS_DUE, ClockIcon),
      listItem(S, QUOTATION_REQUESTS, BasketIcon),
      listItem(S, SAMPLE_REQUESTS, PackageIcon),
      listItem(S, CAREER_APPLICATIONS, CaseIcon),
      listItem(S, REVIEWS_AWAITING_APPROVAL, StarIcon),
      listItem(S, SPAM, TrashIcon),
      S.divider(),
      ...S.documentTypeListItems(),
    ]);

import {
  BasketIcon,
  CaseIcon,
  ClockIcon,
  InboxIcon,
  PackageIcon,
  StarIcon,
  TrashIcon,
  UsersIcon,
} from '@sanity/icons';
import type { ComponentType } from 'react';
import type { StructureBuilder, StructureResolver } from 'sanity/structure';
import { apiVersion } from '../env';
import { LEAD_TYPES } from '../workflow';
import {
  CAREER_APPLICATIONS,
  FOLLOW_UPS_DUE,
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

type ListContext = { partner?: string };

/** A list of documents from one of the staff lists, with today's date taken when it opens. */
function documentList(S: StructureBuilder, list: StaffList, context: ListContext = {}) {
  return S.documentList()
    .id(list.id)
    .title(context.partner ?? list.title)
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

/** A desk path segment for a partner's name. */
const segment = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'partner';

/**
 * The desk as staff work it: the day's lists first, then every submission by kind. The partner
 * list is read when it is opened, so a new partner appears without a Studio release.
 */
export const structure: StructureResolver = (S, context) =>
  S.list()
    .title('Submissions')
    .items([
      listItem(S, NEW_LEADS, InboxIcon),
      S.listItem()
        .id(LEADS_OF_PARTNER.id)
        .title(LEADS_OF_PARTNER.title)
        .icon(UsersIcon)
        .child(async () => {
          const names = await context
            .getClient({ apiVersion })
            .fetch<string[]>(PARTNER_NAMES_QUERY, { types: [...LEAD_TYPES] });
          return S.list()
            .id(LEADS_OF_PARTNER.id)
            .title(LEADS_OF_PARTNER.title)
            .items(
              [...names]
                .sort((a, b) => a.localeCompare(b))
                .map((partner) =>
                  S.listItem()
                    .id(segment(partner))
                    .title(partner)
                    .child(() => documentList(S, LEADS_OF_PARTNER, { partner })),
                ),
            );
        }),
      listItem(S, FOLLOW_UPS_DUE, ClockIcon),
      listItem(S, QUOTATION_REQUESTS, BasketIcon),
      listItem(S, SAMPLE_REQUESTS, PackageIcon),
      listItem(S, CAREER_APPLICATIONS, CaseIcon),
      listItem(S, REVIEWS_AWAITING_APPROVAL, StarIcon),
      listItem(S, SPAM, TrashIcon),
      S.divider(),
      ...S.documentTypeListItems(),
    ]);

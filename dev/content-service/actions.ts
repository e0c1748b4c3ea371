import type { Hono } from 'hono';
import { z } from 'zod';
import type { Env } from './access';
import { API_VERSION, type Dataset } from './api-path';
import { ServiceError } from './errors';
import type { StoredDocument } from './mutations';
import { bodyJson } from './request-body';
import type { DocumentStore } from './store';

/*
 * The Actions API, which the Studio writes documents that are not edited live with: each
 * action on a document's draft and published pair becomes plain mutations, worked out against
 * the documents as they are when the transaction runs, and all of a request's actions are one
 * transaction. Actions on releases and versions are refused with a message naming them.
 */

const id = z.string().min(1);
const action = z.union([
  z.looseObject({
    actionType: z.literal('sanity.action.document.create'),
    publishedId: id,
    attributes: z.looseObject({ _id: id, _type: z.string().min(1) }),
    ifExists: z.enum(['fail', 'ignore']).optional(),
  }),
  z.looseObject({
    actionType: z.literal('sanity.action.document.edit'),
    draftId: id,
    publishedId: id,
    patch: z.record(z.string(), z.unknown()),
  }),
  z.looseObject({
    actionType: z.literal('sanity.action.document.publish'),
    draftId: id,
    publishedId: id,
    ifDraftRevisionId: z.string().optional(),
    ifPublishedRevisionId: z.string().optional(),
  }),
  z.looseObject({
    actionType: z.literal('sanity.action.document.unpublish'),
    draftId: id,
    publishedId: id,
  }),
  z.looseObject({
    actionType: z.literal('sanity.action.document.discard'),
    draftId: id,
  }),
  z.looseObject({
    actionType: z.literal('sanity.action.document.delete'),
    publishedId: id,
    includeDrafts: z.array(id).optional(),
  }),
  z.looseObject({
    actionType: z.literal('sanity.action.document.replaceDraft'),
    publishedId: id,
    attributes: z.looseObject({ _id: id, _type: z.string().min(1) }),
  }),
]);
type Action = z.infer<typeof action>;

const actionsBody = z.object({
  actions: z.array(z.unknown()).min(1),
  transactionId: z.string().min(1).max(200).optional(),
  dryRun: z.boolean().optional(),
});

function actionFailed(status: number, description: string): ServiceError {
  return new ServiceError(status, 'actionError', description);
}

/** A document's content without what only the store decides. */
function contentOf(document: StoredDocument, newId: string): Record<string, unknown> {
  const { _rev, _createdAt, _updatedAt, ...rest } = document;
  void _rev;
  void _createdAt;
  void _updatedAt;
  return { ...rest, _id: newId };
}

/** The mutations one action makes of the pair as it is now. */
function mutationsOf(
  act: Action,
  current: { get(id: string): StoredDocument | undefined },
): unknown[] {
  switch (act.actionType) {
    case 'sanity.action.document.create': {
      if (current.get(act.attributes._id)) {
        if (act.ifExists === 'ignore') return [];
        throw actionFailed(409, `Document "${act.attributes._id}" already exists`);
      }
      return [{ create: act.attributes }];
    }
    case 'sanity.action.document.edit': {
      const draft = current.get(act.draftId);
      const published = current.get(act.publishedId);
      const base = draft ? [] : published ? [{ create: contentOf(published, act.draftId) }] : [];
      if (!draft && !published)
        throw actionFailed(
          409,
          `Cannot edit "${act.publishedId}": it has no draft or published version`,
        );
      return [...base, { patch: { ...act.patch, id: act.draftId } }];
    }
    case 'sanity.action.document.publish': {
      const draft = current.get(act.draftId);
      const published = current.get(act.publishedId);
      if (!draft) throw actionFailed(409, `Cannot publish "${act.publishedId}": it has no draft`);
      if (act.ifDraftRevisionId !== undefined && act.ifDraftRevisionId !== draft._rev)
        throw actionFailed(409, `The draft of "${act.publishedId}" has changed since it was read`);
      if (act.ifPublishedRevisionId !== undefined && act.ifPublishedRevisionId !== published?._rev)
        throw actionFailed(409, `"${act.publishedId}" has changed since it was read`);
      return [
        { createOrReplace: contentOf(draft, act.publishedId) },
        { delete: { id: act.draftId } },
      ];
    }
    case 'sanity.action.document.unpublish': {
      const published = current.get(act.publishedId);
      if (!published) throw actionFailed(409, `"${act.publishedId}" is not published`);
      return [
        ...(current.get(act.draftId) ? [] : [{ create: contentOf(published, act.draftId) }]),
        { delete: { id: act.publishedId } },
      ];
    }
    case 'sanity.action.document.discard': {
      if (!current.get(act.draftId))
        throw actionFailed(409, `No draft "${act.draftId}" to discard`);
      return [{ delete: { id: act.draftId } }];
    }
    case 'sanity.action.document.delete': {
      const ids = [act.publishedId, `drafts.${act.publishedId}`, ...(act.includeDrafts ?? [])];
      return [...new Set(ids)].map((documentId) => ({ delete: { id: documentId } }));
    }
    case 'sanity.action.document.replaceDraft':
      return [{ createOrReplace: act.attributes }];
  }
}

export function actionRoutes(app: Hono<Env>, store: DocumentStore, dataset: Dataset) {
  app.post(`/${API_VERSION}/data/actions/:dataset`, async (c) => {
    dataset.check(c.req.param('dataset'));
    const body = actionsBody.safeParse(await bodyJson(c.req.raw));
    if (!body.success)
      throw new ServiceError(400, 'validationError', 'Malformed actions body: expected {actions}');
    const actions = body.data.actions.map((raw) => {
      const parsed = action.safeParse(raw);
      if (parsed.success) return parsed.data;
      const type = (raw as { actionType?: unknown } | null)?.actionType;
      throw actionFailed(
        400,
        `Action ${JSON.stringify(type)} is not supported by the local content service (document create, edit, publish, unpublish, discard, delete, replaceDraft are)`,
      );
    });
    const { transactionId } = await store.transact(
      (current) => {
        // Each action sees what the ones before it did.
        const pending = new Map<string, StoredDocument | undefined>();
        const view = {
          get: (documentId: string) =>
            pending.has(documentId) ? pending.get(documentId) : current.get(documentId),
        };
        return actions.flatMap((act) => {
          const made = mutationsOf(act, view);
          for (const mutation of made) noteEffect(mutation, pending, view);
          return made;
        });
      },
      {
        identity: c.get('identity'),
        dryRun: body.data.dryRun === true,
        ...(body.data.transactionId ? { transactionId: body.data.transactionId } : {}),
      },
    );
    return c.json({ transactionId });
  });
}

/** Enough of a mutation's effect for the next action's checks: which ids exist afterwards. */
function noteEffect(
  mutation: unknown,
  pending: Map<string, StoredDocument | undefined>,
  view: { get(id: string): StoredDocument | undefined },
) {
  const m = mutation as Record<string, { _id?: string; id?: string } | undefined>;
  const made = m.create ?? m.createOrReplace;
  if (made?._id) pending.set(made._id, { ...(made as StoredDocument) });
  if (m.delete?.id) pending.set(m.delete.id, undefined);
  if (m.patch?.id && !pending.has(m.patch.id)) pending.set(m.patch.id, view.get(m.patch.id));
}

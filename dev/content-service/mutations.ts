import { z } from 'zod';
import { mutationFailed } from './errors';
import { applyPatch, PatchError, patchSpec } from './patch';

export interface StoredDocument {
  _id: string;
  _type: string;
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
  [field: string]: unknown;
}

export type Operation = 'create' | 'update' | 'delete' | 'none';

export interface MutationResult {
  id: string;
  operation: Operation;
  document?: StoredDocument;
}

/** A document as the Content Lake accepts it: ids of letters, digits, `.`, `_`, `-`, at most 128. */
const documentId = z
  .string()
  .regex(
    /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/,
    'Document ID must be 1-128 of a-z, A-Z, 0-9, ., _, -',
  );
const documentInput = z.looseObject({ _id: documentId.optional(), _type: z.string().min(1) });
const documentWithId = z.looseObject({ _id: documentId, _type: z.string().min(1) });

const mutation = z.union([
  z.strictObject({ create: documentInput }),
  z.strictObject({ createIfNotExists: documentWithId }),
  z.strictObject({ createOrReplace: documentWithId }),
  z.strictObject({ delete: z.strictObject({ id: documentId }) }),
  z.strictObject({ patch: patchSpec.extend({ id: documentId }) }),
]);
type Mutation = z.infer<typeof mutation>;

export const mutateBody = z.object({
  mutations: z.array(z.unknown()).min(1, 'At least one mutation is required'),
  transactionId: z.string().min(1).max(200).optional(),
});

export interface MutationContext {
  now: string;
  newId(): string;
  newRev(): string;
}

/** What a transaction changes: a new document, or `null` for a deleted one. */
export type Changes = Map<string, StoredDocument | null>;

function parseMutation(raw: unknown, index: number): Mutation {
  const parsed = mutation.safeParse(raw);
  if (parsed.success) return parsed.data;
  const kind = raw && typeof raw === 'object' ? Object.keys(raw).join(', ') : typeof raw;
  const patch = kind === 'patch' ? (raw as { patch?: unknown }).patch : undefined;
  if (patch && typeof patch === 'object' && 'query' in patch)
    throw mutationFailed(400, index, {
      description: 'Patches by query are not supported by the local content service; patch by id',
      type: 'unsupportedMutationError',
    });
  const issue = parsed.error.issues[0];
  const detail = issue ? `${issue.path.join('.') || kind}: ${issue.message}` : kind;
  throw mutationFailed(400, index, {
    description: `Malformed mutation (${detail}); expected one of create, createIfNotExists, createOrReplace, delete, patch`,
    type: 'validationError',
  });
}

function stamp(
  input: Record<string, unknown>,
  id: string,
  ctx: MutationContext,
  createdAt: string,
): StoredDocument {
  // `_id` in `fields` is overwritten below, as are the system fields a client may have sent.
  const { _type, ...fields } = input;
  return {
    ...fields,
    _id: id,
    _type: String(_type),
    _createdAt: createdAt,
    _updatedAt: ctx.now,
    _rev: ctx.newRev(),
  };
}

/**
 * Applies mutations in order to a view of `current` and returns what changed, without touching
 * `current`: the caller persists the changes and only then makes them visible, so a transaction
 * with one failing mutation changes nothing.
 */
export function applyMutations(
  current: { get(id: string): StoredDocument | undefined },
  mutations: readonly unknown[],
  ctx: MutationContext,
): { changes: Changes; results: MutationResult[] } {
  const changes: Changes = new Map();
  const read = (id: string) => (changes.has(id) ? changes.get(id) : current.get(id)) ?? undefined;
  const results: MutationResult[] = mutations.map((raw, index): MutationResult => {
    const m = parseMutation(raw, index);
    if ('create' in m) {
      const id = m.create._id ?? ctx.newId();
      if (read(id))
        throw mutationFailed(409, index, {
          id,
          description: `Document by ID "${id}" already exists`,
          type: 'documentAlreadyExistsError',
        });
      const document = stamp(m.create, id, ctx, ctx.now);
      changes.set(id, document);
      return { id, operation: 'create', document };
    }
    if ('createIfNotExists' in m) {
      const id = m.createIfNotExists._id;
      const existing = read(id);
      if (existing) return { id, operation: 'none', document: existing };
      const document = stamp(m.createIfNotExists, id, ctx, ctx.now);
      changes.set(id, document);
      return { id, operation: 'create', document };
    }
    if ('createOrReplace' in m) {
      const id = m.createOrReplace._id;
      const existing = read(id);
      const document = stamp(m.createOrReplace, id, ctx, existing?._createdAt ?? ctx.now);
      changes.set(id, document);
      return { id, operation: existing ? 'update' : 'create', document };
    }
    if ('patch' in m) return patchDocument(m.patch, index);
    const id = m.delete.id;
    const existing = read(id);
    if (!existing) return { id, operation: 'none' };
    changes.set(id, null);
    return { id, operation: 'delete', document: existing };
  });

  function patchDocument(patch: z.infer<typeof patchSpec>, index: number): MutationResult {
    const { id, ifRevisionID } = patch;
    const existing = read(id);
    if (!existing)
      throw mutationFailed(404, index, {
        id,
        description: `Document by ID "${id}" not found; a patch needs an existing document`,
        type: 'documentNotFoundError',
      });
    // Optimistic locking: someone else's write in between changes _rev, and this patch, made
    // against what was read before it, must not land on top of it.
    if (ifRevisionID !== undefined && ifRevisionID !== existing._rev)
      throw mutationFailed(409, index, {
        id,
        description: `Document by ID "${id}" has unexpected revision ID ("${existing._rev}"), expected "${ifRevisionID}"`,
        type: 'conflict',
      });
    let patched: Record<string, unknown>;
    try {
      patched = applyPatch(existing, patch);
    } catch (error) {
      if (!(error instanceof PatchError)) throw error;
      throw mutationFailed(400, index, { id, description: error.message, type: 'validationError' });
    }
    const document = stamp(patched, id, ctx, existing._createdAt);
    changes.set(id, document);
    return { id, operation: 'update', document };
  }
  return { changes, results };
}

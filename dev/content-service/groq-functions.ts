import type { ExprNode } from 'groq-js';
import { ServiceError } from './errors';
import type { StoredDocument } from './mutations';

/*
 * What the Content Lake's GROQ has that groq-js leaves out, for the queries the Studio's lists
 * and search send: perspectives (which of a document's published, draft and release versions
 * a query sees) and `text::query`, the search function, which groq-js does not evaluate.
 */

type Layer = { kind: 'published' } | { kind: 'drafts' } | { kind: 'release'; name: string };

/** The perspective's layers, the one that wins first; undefined for raw. */
function layersOf(perspective: string): Layer[] | undefined {
  if (perspective === 'raw') return undefined;
  if (perspective === 'published') return [{ kind: 'published' }];
  // 'previewDrafts' is the name the Content Lake used for 'drafts' before it.
  if (perspective === 'drafts' || perspective === 'previewDrafts')
    return [{ kind: 'drafts' }, { kind: 'published' }];
  // A stack of releases, e.g. "rSpring,drafts": each name wins over the ones after it.
  const names = perspective
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0 || !names.every((name) => /^[A-Za-z0-9_-]+$/.test(name)))
    throw new ServiceError(400, 'queryParseError', `Unknown perspective "${perspective}"`);
  return [
    ...names.map((name): Layer =>
      name === 'drafts'
        ? { kind: 'drafts' }
        : name === 'published'
          ? { kind: 'published' }
          : { kind: 'release', name },
    ),
    { kind: 'published' },
  ];
}

/** The layer a stored id belongs to and the published id it is a version of. */
function place(id: string): { layer: Layer; baseId: string } {
  if (id.startsWith('drafts.')) return { layer: { kind: 'drafts' }, baseId: id.slice(7) };
  const version = /^versions\.([^.]+)\.(.+)$/.exec(id);
  if (version) return { layer: { kind: 'release', name: version[1]! }, baseId: version[2]! };
  return { layer: { kind: 'published' }, baseId: id };
}

const sameLayer = (a: Layer, b: Layer) =>
  a.kind === b.kind && (a.kind !== 'release' || a.name === (b as { name: string }).name);

/**
 * The documents a query sees under a perspective: raw sees every stored document; the others
 * see one version of each document, the first of their layers it has, under its published id
 * with the stored id as `_originalId`, as the Content Lake answers.
 */
export function documentsInPerspective(
  documents: readonly StoredDocument[],
  perspective: string,
): readonly StoredDocument[] {
  const layers = layersOf(perspective);
  if (!layers) return documents;
  const chosen = new Map<string, { rank: number; document: StoredDocument }>();
  for (const document of documents) {
    const { layer, baseId } = place(document._id);
    const rank = layers.findIndex((wanted) => sameLayer(wanted, layer));
    if (rank < 0) continue;
    const current = chosen.get(baseId);
    if (!current || rank < current.rank) chosen.set(baseId, { rank, document });
  }
  return [...chosen].map(([baseId, { document }]) => ({
    ...document,
    _id: baseId,
    _originalId: document._id,
  }));
}

// text::query: a search over the words of a value. Words are runs of letters and digits, in any
// letter case; a term ending in `*` matches the beginning of a word; `-term` must not appear;
// quotes are ignored (their words must each appear).
const WORD = /[\p{L}\p{N}]+/gu;

const wordsOf = (text: string) => text.toLowerCase().match(WORD) ?? [];

function parseSearch(query: string) {
  const terms = query.replace(/"/g, ' ').split(/\s+/).filter(Boolean);
  const toMatchers = (list: string[]) =>
    list.flatMap((term) => {
      const prefix = term.endsWith('*');
      return wordsOf(term).map((word) => ({ word, prefix }));
    });
  return {
    required: toMatchers(terms.filter((term) => !term.startsWith('-'))),
    excluded: toMatchers(terms.filter((term) => term.startsWith('-')).map((t) => t.slice(1))),
  };
}

function stringsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

/** Whether the words of `value` (every string in it) satisfy the search. */
export function textMatches(value: unknown, query: string): boolean {
  const words = new Set(stringsIn(value).flatMap(wordsOf));
  const found = ({ word, prefix }: { word: string; prefix: boolean }) =>
    prefix ? [...words].some((w) => w.startsWith(word)) : words.has(word);
  const { required, excluded } = parseSearch(query);
  return required.every(found) && !excluded.some(found);
}

/** A match pattern for groq-js's `match` that asks for the search's required words. */
function matchPattern(query: string): string[] {
  return parseSearch(query).required.map(({ word, prefix }) => (prefix ? `${word}*` : word));
}

const isTextQuery = (node: unknown): node is { args: ExprNode[] } =>
  Boolean(
    node &&
    typeof node === 'object' &&
    (node as { type?: string }).type === 'FuncCall' &&
    (node as { namespace?: string }).namespace === 'text' &&
    (node as { name?: string }).name === 'query',
  );

function searchText(node: { args: ExprNode[] }): string {
  const [arg] = node.args;
  if (arg?.type !== 'Value' || typeof arg.value !== 'string')
    throw new ServiceError(400, 'queryParseError', 'text::query() takes a string');
  return arg.value;
}

const searchesWholeDocument = (left: ExprNode) =>
  left.type === 'This' ||
  (left.type === 'Array' && left.elements.some((element) => element.value.type === 'This'));

/**
 * The query with each `<value> match text::query(<search>)` made into what groq-js evaluates:
 * over a whole document (`@`), `_id in [the ids of the documents whose words match]`; over a
 * field, `match` with the search's words as its pattern.
 */
export function withTextSearch(tree: ExprNode, documents: readonly StoredDocument[]): ExprNode {
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== 'object') return node;
    const record = node as Record<string, unknown>;
    if (record.type === 'OpCall' && record.op === 'match' && isTextQuery(record.right)) {
      const search = searchText(record.right);
      const left = rewrite(record.left) as ExprNode;
      if (searchesWholeDocument(left)) {
        const ids = documents.filter((d) => textMatches(d, search)).map((d) => d._id);
        return {
          type: 'OpCall',
          op: 'in',
          left: { type: 'AccessAttribute', name: '_id' },
          right: { type: 'Value', value: ids },
        };
      }
      return { ...record, left, right: { type: 'Value', value: matchPattern(search) } };
    }
    if (isTextQuery(node))
      throw new ServiceError(400, 'queryParseError', 'text::query() is only supported after match');
    return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, rewrite(value)]));
  };
  return rewrite(tree) as ExprNode;
}

import type { Hono } from 'hono';
import type { Env } from './access';
import { ServiceError } from './errors';
import { mutateBody, type StoredDocument } from './mutations';
import { bodyJson, flag } from './request-body';
import { API_VERSION, type Dataset } from './api-path';
import type { DocumentStore } from './store';

/** Mutations (all or nothing, acknowledged once on disk) and reading documents by id. */
export function documentRoutes(app: Hono<Env>, store: DocumentStore, dataset: Dataset) {
  app.post(`/${API_VERSION}/data/mutate/:dataset`, async (c) => {
    dataset.check(c.req.param('dataset'));
    const parsed = mutateBody.safeParse(await bodyJson(c.req.raw));
    if (!parsed.success)
      throw new ServiceError(
        400,
        'validationError',
        `Malformed mutate body: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ')}`,
      );
    const { transactionId, results } = await store.transact(parsed.data.mutations, {
      dryRun: flag(c.req.query('dryRun')),
      identity: c.get('identity'),
      ...(parsed.data.transactionId ? { transactionId: parsed.data.transactionId } : {}),
    });
    const returnDocuments = flag(c.req.query('returnDocuments'));
    return c.json({
      transactionId,
      results: results.map(({ id, operation, document }) =>
        returnDocuments && document ? { id, operation, document } : { id, operation },
      ),
      ...(flag(c.req.query('returnIds')) ? { documentIds: results.map(({ id }) => id) } : {}),
    });
  });

  app.get(`/${API_VERSION}/data/doc/:dataset/:ids{.+}`, (c) => {
    dataset.check(c.req.param('dataset'));
    const ids = c.req
      .param('ids')
      .split(',')
      .map((id) => decodeURIComponent(id))
      .filter(Boolean);
    const documents: StoredDocument[] = [];
    const omitted: { id: string; reason: 'existence' }[] = [];
    for (const id of ids) {
      const document = store.get(id);
      if (document) documents.push(document);
      else omitted.push({ id, reason: 'existence' });
    }
    const excludeContent = flag(c.req.query('excludeContent'));
    return c.json({
      documents: excludeContent
        ? documents.map(({ _id, _type, _rev }) => ({ _id, _type, _rev }))
        : documents,
      ...(omitted.length > 0 ? { omitted } : {}),
    });
  });
}

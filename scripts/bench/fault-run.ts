import { setTimeout as sleep } from 'node:timers/promises';
import { LIMIT_MESSAGES } from '../../src/content/field-messages';
import { CONTENT_SERVICE } from '../../src/content/constants';
import { contactSubmission } from './load-run';
import type { BenchContent } from './processes';

export interface FaultFigures {
  requests: number;
  created: number;
  /** 502 with the gateway's message: the visitor is told to try again. */
  clear502: number;
  /** Anything else: must be 0. */
  unclear: number;
  /** Answered 201 but not stored after the restart: must be 0. */
  lost: number;
  /** Answered 502 yet stored (the write reached the disk just before the crash); a retry with the same id answers 201. */
  storedDespite502: number;
}

/**
 * Sends submissions at `connections` at once for `seconds`, kills the content service with
 * SIGKILL a third of the way in and starts it again a second later, then checks every
 * submission answered 201 is stored and every other one got a clear 502.
 */
export async function faultRun(
  gatewayUrl: string,
  content: BenchContent,
  options = { connections: 10, seconds: 9 },
): Promise<FaultFigures> {
  const outcomes: { id: string; status: number; error: string }[] = [];
  const until = Date.now() + options.seconds * 1000;
  const worker = async () => {
    while (Date.now() < until) {
      const data = contactSubmission();
      let status = 0;
      let error = '';
      try {
        const res = await fetch(`${gatewayUrl}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(data),
        });
        status = res.status;
        if (status !== 201) error = ((await res.json()) as { error?: string }).error ?? '';
        else await res.arrayBuffer();
      } catch (err) {
        error = String(err);
      }
      outcomes.push({ id: data.id, status, error });
    }
  };
  const crash = (async () => {
    await sleep((options.seconds * 1000) / 3);
    await content.kill();
    await sleep(1_000);
    await content.restart();
  })();
  await Promise.all([...Array.from({ length: options.connections }, worker), crash]);

  const stored = await storedIds(
    content,
    outcomes.map((o) => o.id),
  );
  const created = outcomes.filter((o) => o.status === 201);
  const failed = outcomes.filter((o) => o.status !== 201);
  const clear = failed.filter(
    (o) => o.status === 502 && o.error === LIMIT_MESSAGES.serviceUnavailable,
  );
  return {
    requests: outcomes.length,
    created: created.length,
    clear502: clear.length,
    unclear: failed.length - clear.length,
    lost: created.filter((o) => !stored.has(o.id)).length,
    storedDespite502: failed.filter((o) => stored.has(o.id)).length,
  };
}

async function storedIds(content: BenchContent, ids: string[]): Promise<Set<string>> {
  const { apiVersion, dataset } = CONTENT_SERVICE;
  const res = await fetch(`${content.url}/v${apiVersion}/data/query/${dataset}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${content.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '*[_id in $ids]._id', params: { ids } }),
  });
  if (!res.ok) throw new Error(`query failed: HTTP ${res.status}`);
  return new Set(((await res.json()) as { result: string[] }).result);
}

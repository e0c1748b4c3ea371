import { CONTENT_SERVICE } from '../../src/content/constants';
import { contactMutation } from './load-run';
import type { BenchContent } from './processes';

const SORTED_QUERY = '*[_type == "contact"] | order(_createdAt desc)';

function authorised(content: BenchContent) {
  return { authorization: `Bearer ${content.token}`, 'content-type': 'application/json' };
}

/** Adds `count` contact documents in transactions of up to 500, as fast as the service takes them. */
export async function fillStore(content: BenchContent, count: number): Promise<void> {
  for (let left = count; left > 0; left -= 500) {
    const mutations = Array.from(
      { length: Math.min(500, left) },
      () => contactMutation().mutations[0],
    );
    const res = await fetch(content.mutateUrl, {
      method: 'POST',
      headers: authorised(content),
      body: JSON.stringify({ mutations }),
    });
    if (!res.ok) throw new Error(`fill failed: HTTP ${res.status} ${await res.text()}`);
  }
}

export async function countDocuments(content: BenchContent): Promise<number> {
  const { apiVersion, dataset } = CONTENT_SERVICE;
  const query = encodeURIComponent('count(*[_type == "contact"])');
  const res = await fetch(`${content.url}/v${apiVersion}/data/query/${dataset}?query=${query}`, {
    headers: authorised(content),
  });
  return ((await res.json()) as { result: number }).result;
}

/** Mean milliseconds of one POST of one document, sent one after another. */
export async function writeCost(content: BenchContent, writes = 50): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < writes; i++) {
    const res = await fetch(content.mutateUrl, {
      method: 'POST',
      headers: authorised(content),
      body: JSON.stringify(contactMutation()),
    });
    if (!res.ok) throw new Error(`write failed: HTTP ${res.status}`);
    await res.arrayBuffer();
  }
  return (performance.now() - started) / writes;
}

/** Mean milliseconds of a query that sorts and returns every stored document. */
export async function queryCost(content: BenchContent, runs = 5): Promise<number> {
  const { apiVersion, dataset } = CONTENT_SERVICE;
  const url = `${content.url}/v${apiVersion}/data/query/${dataset}?query=${encodeURIComponent(SORTED_QUERY)}`;
  const started = performance.now();
  for (let i = 0; i < runs; i++) {
    const res = await fetch(url, { headers: authorised(content) });
    if (!res.ok) throw new Error(`query failed: HTTP ${res.status}`);
    await res.arrayBuffer();
  }
  return (performance.now() - started) / runs;
}

// Reading the gateway's /metrics as a scraper would.

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/;

/**
 * The sum of the samples of `name` whose labels include `labels` (one series when every label
 * is given); 0 when there is none yet.
 */
export function figure(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = SAMPLE.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=[a-zA-Z_])/);
    if (wanted.every((pair) => present.includes(pair))) sum += Number(match[3]);
  }
  return sum;
}

/** The gateway's figures, read from this machine (which METRICS_ALLOW lets in by default). */
export async function scrape(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/metrics`);
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  return res.text();
}

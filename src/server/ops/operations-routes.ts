import { Hono, type Context } from 'hono';
import { GATEWAY_HEADERS } from '../security-headers/policies';
import { addressAllowed, type AddressRange } from './address-list';
import type { GatewayMetrics } from './metrics';

/** Something the gateway needs to take submissions: resolves true when it answers. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<boolean>;
}

/** Longest a readiness check may take; a load balancer's probe rarely waits longer. */
export const READINESS_TIMEOUT_MS = 2_000;

export const OPERATIONS_PATHS = ['/healthz', '/readyz', '/metrics'] as const;

export interface OperationsOptions {
  checks: readonly ReadinessCheck[];
  /** True once the process is stopping: no longer ready, whatever its checks say. */
  stopping: () => boolean;
  /** Absent where figures make no sense (a serverless function): /metrics is then 404. */
  metrics: GatewayMetrics | undefined;
  /** Who may read /metrics. */
  metricsAllow: readonly AddressRange[];
  /** The address the request came from, as the rate limit sees it. */
  clientAddress: (c: Context) => string | undefined;
}

async function passes(check: ReadinessCheck): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((done) => {
    timer = setTimeout(() => done(false), READINESS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check.check().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What a load balancer, an orchestrator and Prometheus ask the gateway: `/healthz` (the process
 * runs: 200), `/readyz` (it can take submissions: 200 when every check answers, else 503 naming
 * what is down; 503 `stopping` once it was told to stop), `/metrics` (Prometheus text, only for
 * addresses METRICS_ALLOW lets in; 403 for others).
 */
export function operationsRoutes(options: OperationsOptions): Hono {
  const app = new Hono();
  // On these paths only: this app is mounted at the root, beside the site's own files.
  for (const path of OPERATIONS_PATHS) {
    app.use(path, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
      for (const [name, value] of Object.entries(GATEWAY_HEADERS)) c.header(name, value);
    });
  }

  app.get('/healthz', (c) => c.json({ status: 'ok' }));

  app.get('/readyz', async (c) => {
    if (options.stopping()) return c.json({ status: 'stopping', down: [] }, 503);
    const results = await Promise.all(
      options.checks.map(async (check) => [check.name, await passes(check)] as const),
    );
    const checks = Object.fromEntries(results.map(([name, up]) => [name, up ? 'up' : 'down']));
    const down = results.filter(([, up]) => !up).map(([name]) => name);
    return c.json(
      { status: down.length === 0 ? 'ready' : 'not ready', down, checks },
      down.length === 0 ? 200 : 503,
    );
  });

  app.get('/metrics', async (c) => {
    if (!options.metrics) return c.text('Not Found', 404);
    if (!addressAllowed(options.metricsAllow, options.clientAddress(c))) {
      return c.text('Forbidden: this address may not read the metrics (METRICS_ALLOW)', 403);
    }
    const { contentType, body } = await options.metrics.render();
    return c.body(body, 200, { 'Content-Type': contentType });
  });

  return app;
}

import { Hono } from 'hono';
import { LIMIT_MESSAGES } from '../content/field-messages';
import { FORM_POST_PREFIX } from '../content/form-post';
import { SUBMISSION_KINDS } from '../submissions/all-kinds';
import type { GatewayConfig } from './config';
import { apiHeaders } from './guard/api-headers';
import { routeMethods, unanswered } from './guard/route-methods';
import { operationsRoutes } from './ops/operations-routes';
import { requestTelemetry } from './ops/request-telemetry';
import { challengeRoute } from './routes/challenge-route';
import { formPostRoute } from './routes/form-post-route';
import { gatewayDeps, type GatewayOptions } from './routes/gateway-deps';
import { publishedReviewsRoute } from './routes/published-reviews-route';
import { resumeRoute } from './routes/resume-route';
import { submissionRoute } from './routes/submission-route';

/**
 * The submission gateway: the only place that holds the write token, so a visitor's browser
 * never can read or change the dataset. Written on web-standard Request/Response through Hono,
 * so the same app runs in the Node server and as a serverless fetch handler. Each route is a
 * module of routes/, built from one set of dependencies (routes/gateway-deps.ts); this function
 * only mounts them, behind the middleware every /api answer passes through.
 */
export function createGateway(config: GatewayConfig, options: GatewayOptions = {}): Hono {
  const deps = gatewayDeps(config, options);
  const stopping = options.stopping ?? (() => false);
  // The routes a partner's page may call: each kind of submission, the resume upload and the
  // challenge, and each kind sent as a plain form (without JavaScript). Their paths and methods
  // drive the preflight, the 405s and the request log.
  const partnerRoutes = [
    ...SUBMISSION_KINDS.map((kind) => submissionRoute(deps, kind)),
    resumeRoute(deps),
    challengeRoute(deps),
    formPostRoute(deps),
  ];
  const methods = routeMethods(partnerRoutes);

  const app = new Hono();
  app.use(
    '/api/*',
    requestTelemetry({
      logger: deps.logger,
      metrics: options.metrics,
      routes: [...methods.keys()],
      kinds: new Map(
        SUBMISSION_KINDS.flatMap((kind) => [
          [kind.route, kind.name],
          [`${FORM_POST_PREFIX}${kind.name}`, kind.name],
        ]),
      ),
      stopping,
    }),
  );
  app.route(
    '/',
    operationsRoutes({
      checks: [
        { name: 'content', check: () => deps.content.reachable() },
        ...(options.readiness ?? []),
      ],
      stopping,
      metrics: options.metrics,
      metricsAllow: config.metricsAllow,
      clientAddress: deps.clients.peer,
    }),
  );
  app.use('/api/*', apiHeaders(methods));
  for (const routes of partnerRoutes) app.route('/', routes);
  app.route('/', publishedReviewsRoute(deps));
  app.all('/api/*', unanswered(methods));

  app.onError((err, c) => {
    deps.log(`[gateway] ERROR: ${c.req.method} ${c.req.path}: unexpected ${String(err)}`);
    return c.json({ error: LIMIT_MESSAGES.serviceUnavailable }, 500);
  });
  return app;
}

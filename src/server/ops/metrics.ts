import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { dealerById } from '../../content/dealers';
import type { SubmissionOutcome } from './submission-outcome';

/**
 * The gateway's figures for Prometheus: what it was asked and how it answered, what became of
 * each submission, how long answers took, the staff mail waiting and failing, and the rate
 * limit's refusals. One registry per gateway, so two gateways in one process (tests) keep
 * their own counts. Labels take a bounded set of values: routes the gateway knows (anything
 * else is `unmatched`), kinds, outcomes, status codes, the configured partners' names and the
 * dealer list's ids (any other dealer id is `unknown`); nothing a visitor typed.
 */
export interface GatewayMetrics {
  /** One answered request to a route of the gateway. */
  request(route: string, method: string, status: number, seconds: number): void;
  /** What became of one submission. */
  submission(kind: string, outcome: SubmissionOutcome): void;
  /** A staff mail the mail server took, or an attempt it did not. */
  mailAttempt(sent: boolean): void;
  /**
   * One copy of a lead for the partner it came through (by the partner's configured name):
   * sent on its own, or held for its digest past the partner's limit.
   */
  partnerCopy(partner: string, delivery: 'sent' | 'held'): void;
  /** A partner's digest of held copies, taken by the mail server. */
  partnerDigest(partner: string): void;
  /**
   * One lead stored (not spam) that a visitor sent to a dealer through the dealer finder, by
   * the dealer's id as sent: counted under it when the dealer list has it, else as `unknown`.
   */
  dealerLead(kind: string, dealer: string): void;
  /** Reads the outbox's length whenever the figures are asked for. */
  watchOutbox(pending: () => Promise<number>): void;
  /** The Prometheus text exposition of every figure. */
  render(): Promise<{ contentType: string; body: string }>;
}

/** The label of a lead sent to a dealer id the dealer list does not have. */
export const UNKNOWN_DEALER = 'unknown';

/** Latency buckets in seconds: a stored submission takes milliseconds, a slow one seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createGatewayMetrics(
  options: {
    /** The partners' names, each shown from the start (a rate of 0 reads as 0). */
    partners?: readonly string[];
  } = {},
): GatewayMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'gateway_' });
  const requests = new Counter({
    name: 'gateway_http_requests_total',
    help: 'Requests answered, by route, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route',
    labelNames: ['route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const submissions = new Counter({
    name: 'gateway_submissions_total',
    help: 'Submissions by kind and outcome (stored, spam, refused, failed)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'gateway_rate_limited_total',
    help: 'Requests refused by the rate limit (429), by route',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const mailSent = new Counter({
    name: 'gateway_mail_sent_total',
    help: 'Staff notifications the mail server took',
    registers: [registry],
  });
  const mailFailures = new Counter({
    name: 'gateway_mail_failures_total',
    help: 'Attempts to send a staff notification that failed (each is retried)',
    registers: [registry],
  });
  // By partner, so a sudden rise of one partner's leads (a script setting its Origin) shows.
  const partnerCopies = new Counter({
    name: 'gateway_partner_copies_total',
    help: "Copies of leads for the partner they came through, by partner and delivery (sent, or held for the partner's digest past its limit)",
    labelNames: ['partner', 'delivery'] as const,
    registers: [registry],
  });
  const partnerDigests = new Counter({
    name: 'gateway_partner_digests_total',
    help: "Digests of a partner's held copies the mail server took, by partner",
    labelNames: ['partner'] as const,
    registers: [registry],
  });
  // By dealer, so staff see which dealers the finder sends leads to, and forged ids as unknown.
  const dealerLeads = new Counter({
    name: 'gateway_dealer_leads_total',
    help: 'Leads stored (not spam) that were sent to a dealer through the dealer finder, by kind and dealer id (unknown for an id the dealer list does not have)',
    labelNames: ['kind', 'dealer'] as const,
    registers: [registry],
  });
  for (const partner of options.partners ?? []) {
    partnerCopies.inc({ partner, delivery: 'sent' }, 0);
    partnerCopies.inc({ partner, delivery: 'held' }, 0);
    partnerDigests.inc({ partner }, 0);
  }
  let outbox: (() => Promise<number>) | undefined;
  new Gauge({
    name: 'gateway_mail_outbox_jobs',
    help: 'Staff notifications waiting in the outbox, including ones being sent',
    registers: [registry],
    async collect() {
      this.set(outbox ? await outbox().catch(() => 0) : 0);
    },
  });
  // Every combination a scrape should show from the start, so a rate of 0 reads as 0.
  mailSent.inc(0);
  mailFailures.inc(0);

  return {
    request(route, method, status, seconds) {
      requests.inc({ route, method, status: String(status) });
      latency.observe({ route }, seconds);
      if (status === 429) rateLimited.inc({ route });
    },
    submission(kind, outcome) {
      submissions.inc({ kind, outcome });
    },
    mailAttempt(sent) {
      (sent ? mailSent : mailFailures).inc();
    },
    partnerCopy(partner, delivery) {
      partnerCopies.inc({ partner, delivery });
    },
    partnerDigest(partner) {
      partnerDigests.inc({ partner });
    },
    dealerLead(kind, dealer) {
      dealerLeads.inc({ kind, dealer: dealerById(dealer) ? dealer : UNKNOWN_DEALER });
    },
    watchOutbox(pending) {
      outbox = pending;
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

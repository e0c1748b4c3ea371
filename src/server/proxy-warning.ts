/** How often a missing X-Forwarded-For is reported again while it keeps happening. */
const REPEAT_MS = 10 * 60_000;

/**
 * With TRUST_PROXY on, the rate limit keys on the last X-Forwarded-For entry. That is safe only
 * when a proxy in front sets the header on every request: without one, each client writes its
 * own and escapes the limit. Warns at start-up, and when a request arrives without the header
 * (a sign no proxy is in front), at most once per ten minutes.
 */
export function proxyHeaderWatch(log: (line: string) => void, now: () => number = Date.now) {
  log(
    '[gateway] WARNING: TRUST_PROXY=true: client addresses are taken from X-Forwarded-For. Only set it behind a proxy or platform that sets that header on every request; without one a client can write its own and escape the rate limit.',
  );
  let lastWarned = -Infinity;
  return {
    missingHeader() {
      const t = now();
      if (t - lastWarned < REPEAT_MS) return;
      lastWarned = t;
      log(
        '[gateway] WARNING: TRUST_PROXY=true but a request came without X-Forwarded-For: is a proxy in front of the gateway? Without one clients can escape the rate limit.',
      );
    },
  };
}

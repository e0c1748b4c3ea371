import { pino, type Logger } from 'pino';
import { scrub, type LogLevel } from './log-lines';

export type { Logger };

/**
 * The gateway's log: one JSON object per line (pino), on standard output unless `write` takes
 * each line (tests, and `npm start`, which shows them with its own output). Levels are written
 * as words and times as ISO dates, for a person reading a line as well as for a log service.
 * Free-text messages are scrubbed of URL query strings and e-mail addresses, whoever wrote them.
 */
export function createLogger(options: { level?: LogLevel; write?: (line: string) => void } = {}) {
  const write = options.write;
  const destination = write
    ? { write: (chunk: string) => write(chunk.replace(/\n$/, '')) }
    : pino.destination({ dest: 1, sync: true });
  return pino(
    {
      level: options.level ?? 'info',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((arg: unknown) =>
            typeof arg === 'string' ? scrub(arg) : arg,
          ) as Parameters<typeof method>;
          method.apply(this, scrubbed);
        },
      },
    },
    destination,
  );
}

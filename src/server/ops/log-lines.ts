/**
 * What the gateway logs through: pino's Logger fits it (src/server/ops/logger.ts, Node), and so
 * does consoleLogger() below, for runtimes where pino is not wanted (serverless functions).
 */
export interface OpsLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** The levels LOG_LEVEL takes, most severe first. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** A log message as text: a line such as `[mail] WARNING: ...`. */
export type LogLine = (line: string) => void;

const URL_QUERY = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#"'<>]*)\?[^\s"'<>]*/gi;
const ADDRESS = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi;

/**
 * Takes out of free text what may be a visitor's: the query string of any URL (the resume
 * upload sends its file name as `?filename=`, and an error from the content service may repeat
 * the URL it called) and anything shaped like an e-mail address. Error messages come from
 * libraries and services, so they are scrubbed however harmless they look.
 */
export function scrub(text: string): string {
  return text.replace(URL_QUERY, '$1?(query-left-out)').replace(ADDRESS, '(address left out)');
}

const TAGGED = /^\[([\w-]+)\]\s*(?:(WARNING|ERROR):)?/;

/**
 * The gateway's text messages (`[gateway] WARNING: Redis is unreachable ...`) as JSON lines:
 * the tag becomes `component`, WARNING and ERROR the level, and the text is kept whole (and
 * scrubbed), so a search for the words an operator knows still finds them.
 */
export function lineLogger(logger: OpsLogger): LogLine {
  return (line) => {
    const [, component, level] = TAGGED.exec(line) ?? [];
    const fields = component ? { component } : {};
    const message = scrub(line);
    if (level === 'ERROR') logger.error(fields, message);
    else if (level === 'WARNING') logger.warn(fields, message);
    else logger.info(fields, message);
  };
}

/**
 * JSON lines on the console, in pino's shape (`level`, `time`, `msg`), for a runtime that hands
 * console output to its log service (serverless platforms).
 */
export function consoleLogger(): OpsLogger {
  const write = (level: string) => (fields: object, message: string) =>
    console.log(JSON.stringify({ level, time: new Date().toISOString(), ...fields, msg: message }));
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

import { ConfigError } from '../config';
import { parseCommand, UsageError, USAGE, type PrivacyCommand } from './arguments';
import { erasePerson } from './erase-command';
import { exportPerson } from './export-command';
import { parsePrivacyConfig, type PrivacyConfig } from './privacy-config';
import { privacyClient } from './stored-documents';
import { sweep } from './sweep-command';

export interface PrivacyOutput {
  /** What the command did, for the staff member running it. */
  print(line: string): void;
  /** Why it did not run or did not finish. */
  error(line: string): void;
}

/** Exit codes: 0 done, 1 failed while working, 2 not started (bad arguments or configuration). */
export type ExitCode = 0 | 1 | 2;

/** Why a call to the content service failed, in a line: never the data it carried. */
function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  if (cause?.code === 'ECONNREFUSED') return 'the content service does not answer';
  const status = (error as { statusCode?: unknown }).statusCode;
  const message = error instanceof Error ? error.message : String(error);
  return typeof status === 'number' ? `HTTP ${status}: ${message}` : message;
}

async function execute(
  command: Exclude<PrivacyCommand, { name: 'help' }>,
  config: PrivacyConfig,
  output: PrivacyOutput,
): Promise<void> {
  const client = privacyClient(config);
  const print = output.print;
  if (command.name === 'export') await exportPerson(client, config, command, print);
  else if (command.name === 'erase') await erasePerson(client, config, command, print);
  else await sweep(client, config, command, print);
}

/**
 * `npm run privacy -- <command>`: checks the arguments and the configuration before it reads
 * or writes anything, then runs the command and reports what it did.
 */
export async function runPrivacy(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  output: PrivacyOutput,
): Promise<ExitCode> {
  let command: PrivacyCommand;
  let config: PrivacyConfig;
  try {
    command = parseCommand(argv);
    if (command.name === 'help') {
      output.print(USAGE);
      return 0;
    }
    config = parsePrivacyConfig(env);
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof ConfigError)) throw error;
    output.error(error.message);
    if (error instanceof UsageError)
      output.error('Run npm run privacy -- --help for the commands.');
    return 2;
  }
  try {
    await execute(command, config, output);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      output.error(error.message);
      return 2;
    }
    output.error(`privacy ${command.name} failed on ${config.target}: ${reason(error)}`);
    return 1;
  }
}

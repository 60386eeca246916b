// The `floorcraft` command: serve, and the administration commands (see docs/command-line.md).
// The server, the database driver and the services load only when a command needs them, so a
// command that a running server carries out starts in about a second.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config';
import { acquireLock, DataDirBusyError, readLock } from '../db/data-dir-lock';
import { AppError } from '../lib/app-error';
import { ADMIN_TOKEN_HEADER } from '../lib/admin-token';
import type { ErrorCode } from '../../src/contract/errors';
import type { AdminCommand } from './admin-commands';

const USAGE = `Usage: floorcraft <command> [options]

Commands:
  serve                                  start the server (what npm start runs after building)
  account create --email E --password P [--organisation NAME] [--aficionado] [--can-upload]
                 [--latitude N --longitude N] [--dev]
                                         create an account; prints {"accountId":…,"organisationId":…}
  account admin --email E [--off] [--dev]
                                         make the account a site administrator (reviews local
                                         guide applications and reports); --off takes it away
  account aficionado --email E [--off] [--dev]
                                         make the account a local guide (aficionado); --off
                                         takes it away
  outbox [--to E] [--dev]                print stored e-mails, one JSON object per line
  checkout-session create --email E --event EVENT_ID [--dev]
                                         a mobile-app checkout session for the account and event;
                                         prints {"sessionId":…} (open /checkout/start?sessionId=…)
  seed-demo                              add the demo accounts (idempotent)
  purge                                  run the retention jobs now
  pass-key rotate [--dev]                sign new passes with a new key; passes already issued
                                         keep verifying; prints {"kid":…,"publicKey":…}

--dev acts on the development database (the one the web app uses on http://localhost).
The command uses the same environment as the server (DATA_DIR, DATABASE_URL, …).`;

function number(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed))
    throw new AppError(400, 'VALIDATION_ERROR', `${flag} must be a number.`);
  return parsed;
}

function parseCommand(argv: string[]): AdminCommand | 'serve' | 'help' {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      organisation: { type: 'string' },
      aficionado: { type: 'boolean' },
      'can-upload': { type: 'boolean' },
      latitude: { type: 'string' },
      longitude: { type: 'string' },
      to: { type: 'string' },
      event: { type: 'string' },
      dev: { type: 'boolean' },
      off: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const name = positionals.join(' ');
  if (values.help || name === '' || name === 'help') return 'help';
  switch (name) {
    case 'serve':
      return 'serve';
    case 'account create':
      return {
        command: 'account create',
        email: values.email ?? '',
        password: values.password ?? '',
        organisation: values.organisation,
        aficionado: values.aficionado,
        canUpload: values['can-upload'],
        latitude: number(values.latitude, '--latitude'),
        longitude: number(values.longitude, '--longitude'),
        dev: values.dev,
      };
    case 'account admin':
    case 'account aficionado':
      return { command: name, email: values.email ?? '', off: values.off, dev: values.dev };
    case 'outbox':
      return { command: 'outbox', to: values.to, dev: values.dev };
    case 'checkout-session create':
      return {
        command: 'checkout-session create',
        email: values.email ?? '',
        event: values.event ?? '',
        dev: values.dev,
      };
    case 'seed-demo':
      return { command: 'seed-demo' };
    case 'purge':
      return { command: 'purge' };
    case 'pass-key rotate':
      return { command: 'pass-key rotate', dev: values.dev };
    default:
      throw new AppError(400, 'VALIDATION_ERROR', `Unknown command "${name}".\n\n${USAGE}`);
  }
}

async function throughServer(
  url: string,
  token: string,
  command: AdminCommand,
): Promise<unknown[]> {
  const response = await fetch(`${url}/api/internal/cli`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: token },
    body: JSON.stringify(command),
  });
  const body = (await response.json()) as {
    lines?: unknown[];
    error?: { message: string; code: ErrorCode; details?: Record<string, unknown> };
  };
  if (!response.ok) {
    // The server's refusal, reported as if the command had run here.
    throw new AppError(
      response.status,
      body.error?.code ?? 'SERVER_ERROR',
      body.error?.message ?? `The server answered ${response.status}.`,
      body.error?.details,
    );
  }
  return body.lines ?? [];
}

async function directly(config: Config, command: AdminCommand): Promise<unknown[]> {
  const lock = config.databaseUrl ? null : acquireLock(config.dataDir, 'cli');
  try {
    const [{ openDatabases }, { runAdminCommand }] = await Promise.all([
      import('../db/database'),
      import('./admin-commands'),
    ]);
    const databases = await openDatabases({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
    });
    try {
      return await runAdminCommand({ config }, databases, command);
    } finally {
      await databases.close();
    }
  } finally {
    lock?.release();
  }
}

async function run(command: AdminCommand, config: Config): Promise<unknown[]> {
  if (!config.databaseUrl) {
    const holder = readLock(config.dataDir);
    if (holder?.role === 'server') {
      if (!holder.url || !holder.adminToken) {
        throw new DataDirBusyError(holder, config.dataDir);
      }
      return throughServer(holder.url, holder.adminToken, command);
    }
  }
  return directly(config, command);
}

async function main(): Promise<void> {
  const parsed = parseCommand(process.argv.slice(2));
  if (parsed === 'help') {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  if (parsed === 'serve') {
    const { serve } = await import('../main');
    return serve(config);
  }
  const lines = await run(parsed, config);
  for (const line of lines) console.log(JSON.stringify(line));
  if (lines.some(isFailureLine)) process.exitCode = 1;
}

/** A line of a command's output that says the command failed there (the CLI then exits 1). */
const isFailureLine = (line: unknown): boolean =>
  typeof line === 'object' && line !== null && 'error' in line;

/** The failure as the JSON line scripts read on standard output (a person reads standard error). */
function failureLine(error: unknown): { error: string; code: string } {
  if (error instanceof AppError) return { error: error.message.split('\n')[0]!, code: error.code };
  if (error instanceof ConfigError) return { error: error.message, code: 'CONFIGURATION_ERROR' };
  if (error instanceof DataDirBusyError) return { error: error.message, code: 'DATA_DIR_BUSY' };
  return { error: error instanceof Error ? error.message : String(error), code: 'FAILED' };
}

main().catch((error: unknown) => {
  console.log(JSON.stringify(failureLine(error)));
  if (error instanceof AppError) {
    const field = typeof error.details?.field === 'string' ? error.details.field : null;
    console.error(field ? `floorcraft: ${field}: ${error.message}` : error.message);
  } else if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    console.error(error.message);
  } else if (
    error instanceof Error &&
    'code' in error &&
    String(error.code).startsWith('ERR_PARSE_ARGS')
  ) {
    console.error(`floorcraft: ${error.message}\n\n${USAGE}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});

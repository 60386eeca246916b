// The floorcraft CLI: account creation and the outbox, directly on the data folder and through
// a running server on the same embedded data folder (which never opens it twice).
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startServerProcess, type ServerProcess } from '../support/processes';
import { uniqueEmail } from '../support/test-server';

const embeddedOnly = !process.env.DATABASE_URL;

describe('floorcraft CLI on its own', () => {
  const env = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'floorcraft-cli-')), SEED_DEMO: 'false' };

  it('creates an account and prints one JSON line', async () => {
    const email = uniqueEmail('school');
    const result = await runCli(
      [
        'account',
        'create',
        '--email',
        email,
        '--password',
        'dancedemo',
        '--organisation',
        'Salsa Central',
        '--can-upload',
      ],
      env,
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const line = JSON.parse(result.stdout.trim()) as { accountId: string; organisationId: string };
    expect(line.accountId).toMatch(/^[0-9a-f-]{36}$/);
    expect(line.organisationId).toMatch(/^[0-9a-f-]{36}$/);
    const again = await runCli(
      ['account', 'create', '--email', email, '--password', 'dancedemo'],
      env,
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('An account with this email already exists.');
    // Scripts read the failure as JSON too, on standard output.
    expect(JSON.parse(again.stdout.trim())).toEqual({
      error: 'An account with this email already exists.',
      code: 'EMAIL_TAKEN',
    });
  });

  it('explains bad commands', async () => {
    const unknown = await runCli(['dance'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown command "dance"');
    const badLatitude = await runCli(
      [
        'account',
        'create',
        '--email',
        uniqueEmail(),
        '--password',
        'dancedemo',
        '--latitude',
        '95',
        '--longitude',
        '1',
      ],
      env,
    );
    expect(badLatitude.code).toBe(1);
    expect(badLatitude.stderr).toMatch(/latitude/);
  });
});

describe('floorcraft CLI beside a running server', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'floorcraft-serve-'));
  const env = { DATA_DIR: dataDir, SEED_DEMO: 'true' };
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServerProcess(env);
  });
  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    if (embeddedOnly) expect(existsSync(path.join(dataDir, 'floorcraft.lock'))).toBe(false);
  });

  it('acts through the server, whose users can then sign in', async () => {
    const email = uniqueEmail('dancer');
    const created = await runCli(
      ['account', 'create', '--email', email, '--password', 'rumba123'],
      env,
    );
    expect(created.code).toBe(0);
    const login = await fetch(`${server.url}/api/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'rumba123' }),
    });
    expect(login.status).toBe(200);
    await fetch(`${server.url}/api/v2/auth/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const outbox = await runCli(['outbox', '--to', email], env);
    const lines = outbox.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ to: email, subject: 'Reset your Floorcraft password' });
    expect(Object.keys(lines[0] ?? {})).toEqual(['to', 'subject', 'text', 'sentAt']);
  });

  it('seeds the demo accounts (idempotently), who can then sign in', async () => {
    expect((await runCli(['seed-demo'], env)).code).toBe(0);
    const again = await runCli(['seed-demo'], env);
    expect(again.code).toBe(0);
    const lines = again.stdout
      .trim()
      .split('\n')
      .map(
        (line) => JSON.parse(line) as { database: string; created: string[]; existing: string[] },
      );
    expect(lines.map((line) => line.database)).toEqual(['production', 'development']);
    for (const line of lines) {
      expect(line.created).toEqual([]);
      expect(line.existing).toEqual([
        'organiser@floorcraft.test',
        'dancer@floorcraft.test',
        'aficionado@floorcraft.test',
      ]);
    }
    const login = await fetch(`${server.url}/api/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'organiser@floorcraft.test', password: 'dancedemo' }),
    });
    expect(login.status).toBe(200);
    const purge = await runCli(['purge'], env);
    expect(purge.code).toBe(0);
    const purged = purge.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(purged).toEqual([
      expect.objectContaining({ database: 'production', ran: true, ticketedEventsArchived: 0 }),
      expect.objectContaining({ database: 'development', ran: true, accountsPurged: 0 }),
    ]);
    // A new pass key, twice: each rotation names a new key, through the running server.
    const first = await runCli(['pass-key', 'rotate'], env);
    const second = await runCli(['pass-key', 'rotate'], env);
    expect(first.code).toBe(0);
    const kids = [first, second].map((run) => (JSON.parse(run.stdout) as { kid: string }).kid);
    expect(kids[0]).toMatch(/^[\w-]{8}$/);
    expect(kids[1]).not.toBe(kids[0]);
  });

  it('never opens an embedded data folder twice; on PostgreSQL a second server shares the data', async () => {
    if (embeddedOnly) {
      await expect(startServerProcess(env, 30_000)).rejects.toThrow(
        /already using the embedded database/,
      );
      return;
    }
    const second = await startServerProcess(env);
    try {
      const email = uniqueEmail('shared');
      const signUp = await fetch(`${server.url}/api/v2/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'merengue' }),
      });
      expect(signUp.status).toBe(201);
      const { refreshToken } = (await signUp.json()) as { refreshToken: string };
      const refreshed = await fetch(`${second.url}/api/v2/auth/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      expect(refreshed.status).toBe(200);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });
});

// `floorcraft purge` forces the retention job but still takes its lock: it says what it purged
// when it ran, and `{"skipped":"running elsewhere"}` while another process holds the job. The
// second half needs a second connection, so a PostgreSQL server (DATABASE_URL); the embedded
// database admits one process, which cannot race itself.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../server/cli/admin-commands';
import { advisoryLockKey } from '../../server/db/advisory-lock';
import { schemaOf } from '../../server/db/database';
import { RETENTION_JOB } from '../../server/services/scheduled-jobs';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const purge = () => runAdminCommand(server.ctx, server.databases, { command: 'purge' });

describe('floorcraft purge', () => {
  it('says what it purged in each database when it ran', async () => {
    const lines = await purge();
    expect(lines).toHaveLength(2);
    for (const [index, database] of (['production', 'development'] as const).entries()) {
      expect(lines[index]).toMatchObject({
        database,
        ran: true,
        accountsPurged: expect.any(Number),
      });
    }
  });

  it('reports the job as running elsewhere while another process holds its lock', async () => {
    const url = process.env.DATABASE_URL;
    if (!url) return expect(server.config.databaseUrl).toBeNull();
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    const key = advisoryLockKey(`job:${RETENTION_JOB}:${schemaOf.production}`);
    try {
      await other.query('SELECT pg_advisory_lock($1)', [key]);
      const lines = await purge();
      expect(lines[0]).toEqual({ database: 'production', skipped: 'running elsewhere' });
      expect(lines[1]).toMatchObject({ database: 'development', ran: true });
    } finally {
      await other.query('SELECT pg_advisory_unlock($1)', [key]);
      await other.end();
    }
  });
});

// Bulk work (imports, background tasks, jobs) gives the database to the requests a person waits
// on: a health check asked while a queue of bulk queries waits is answered before most of them,
// on the embedded database (one connection) and on PostgreSQL (bulk work holds at most a few of
// the pool's connections). Images still go in and out byte for byte.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAsBulk } from '../../server/db/work-priority';
import { readImage, storeImage } from '../../server/services/images';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('database priority', () => {
  it('answers a health check before the bulk queries queued ahead of it', async () => {
    const db = server.databases.production;
    const finished: string[] = [];
    const bulkQueries = 80;
    const bulk = Array.from({ length: bulkQueries }, (_, index) =>
      runAsBulk(async () => {
        // A query of some milliseconds, as an import's writes are.
        await sql`SELECT count(*) FROM generate_series(1, 20000)`.execute(db);
        finished.push(`bulk ${index}`);
      }),
    );
    const health = server.app.inject({ method: 'GET', url: '/api/health' }).then((response) => {
      finished.push('health');
      return response.statusCode;
    });
    expect(await health).toBe(200);
    await Promise.all(bulk);
    // In order of arrival it would come after all of them. Embedded, only the query holding the
    // connection goes first; on PostgreSQL a new connection is opened for it while bulk work keeps
    // its few connections busy.
    const limit = server.databases.kind === 'embedded' ? 2 : bulkQueries / 2;
    expect(finished.indexOf('health')).toBeLessThanOrEqual(limit);
    expect(finished).toHaveLength(bulkQueries + 1);
  });

  it('stores and reads an image byte for byte', async () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]), randomBytes(30_000)]);
    const key = await runAsBulk(() =>
      storeImage(server.databases.production, { bytes, contentType: 'image/jpeg' }, null),
    );
    const read = await readImage(server.databases.production, key, null);
    expect(read?.bytes.equals(bytes)).toBe(true);
  });
});

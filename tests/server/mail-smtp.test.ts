// E-mail over SMTP_URL, delivered to a real SMTP server started by the test; a refused delivery
// is recorded and retried by the durable mail job.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount } from '../../server/services/accounts/accounts';
import { JobRunner } from '../../server/services/jobs/job-runner';
import { MAIL_JOB } from '../../server/services/mailer';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server';

interface Received {
  from: string;
  to: string[];
  data: string;
}

let smtp: SMTPServer;
let server: TestServer;
const received: Received[] = [];
/** While set, the SMTP server refuses these recipients (a full mailbox, a server down). */
const refused = new Set<string>();

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address))
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 450 }));
      callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await startTestServer({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Floorcraft <hello@floorcraft.test>',
  });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it('delivers the password reset e-mail over SMTP and records it as sent', async () => {
  const email = uniqueEmail();
  await createAccount(server.databases.production, { email, password: 'dancedemo' });
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/v2/auth/request-password-reset',
    payload: { email },
  });
  expect(response.statusCode).toBe(200);
  const message = received.find((mail) => mail.to.includes(email));
  expect(message?.from).toBe('hello@floorcraft.test');
  expect(message?.data).toContain('Subject: Reset your Floorcraft password');
  expect(message?.data.replace(/=\r?\n/g, '')).toMatch(
    /http:\/\/floorcraft\.test\/reset-password\/[\w-]+/,
  );
  const [row] = await server.databases.production
    .selectFrom('outbox')
    .selectAll()
    .where('to_address', '=', email)
    .execute();
  expect(row?.transport).toBe('smtp');
  expect(row?.sent_at).toBeInstanceOf(Date);
  expect(row?.error).toBeNull();
});

it('records a refused delivery and retries it as a durable job until it goes through', async () => {
  const email = uniqueEmail('refused');
  await createAccount(server.databases.production, { email, password: 'dancedemo' });
  refused.add(email);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/v2/auth/request-password-reset',
    payload: { email },
  });
  expect(response.statusCode).toBe(200);
  const db = server.databases.production;
  const outboxRow = () =>
    db.selectFrom('outbox').selectAll().where('to_address', '=', email).executeTakeFirstOrThrow();
  const jobOf = (id: string) =>
    db
      .selectFrom('jobs')
      .select(['attempts', 'done_at', 'last_error', 'run_at'])
      .where('key', '=', `mail:${id}`)
      .executeTakeFirstOrThrow();
  let row = await outboxRow();
  expect(row.sent_at).toBeNull();
  expect(row.error).toContain('Mailbox unavailable');
  let job = await jobOf(row.id);
  expect(job).toMatchObject({ attempts: 1, done_at: null });
  expect(job.last_error).toContain('Mailbox unavailable');
  expect(job.run_at.getTime()).toBeGreaterThan(Date.now());

  // The mailbox has room again; the retry's delay passes and any process's runner delivers it.
  refused.delete(email);
  await db
    .updateTable('jobs')
    .set({ run_at: new Date() })
    .where('key', '=', `mail:${row.id}`)
    .execute();
  // Another process (only mail jobs here: other tests may share the database).
  const other = new JobRunner(server.databases, server.app.log, { targets: ['production'] });
  await other.define({ [MAIL_JOB]: server.ctx.mailer.job }).drain();
  row = await outboxRow();
  expect(row.sent_at).toBeInstanceOf(Date);
  expect(row.error).toBeNull();
  job = await jobOf(row.id);
  expect(job).toMatchObject({ attempts: 2, done_at: expect.any(Date) });
  expect(received.filter((mail) => mail.to.includes(email))).toHaveLength(1);
});

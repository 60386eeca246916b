// A job is not lost when its process is killed (kill -9): a real server process starts delivering
// an e-mail, the SMTP server never acknowledges it, the process is killed mid-delivery, and once
// the job's lease has run out another process delivers the message. Two processes share a
// database only on PostgreSQL (DATABASE_URL); the embedded database admits one process.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount } from '../../server/services/accounts/accounts';
import { JobRunner } from '../../server/services/jobs/job-runner';
import { MAIL_JOB } from '../../server/services/mailer';
import { startServerProcess } from '../support/processes';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server';

const databaseUrl = process.env.DATABASE_URL;

/** An SMTP server: one that takes each message, or one that never acknowledges it. */
async function smtpServer(acknowledge: boolean) {
  const received: string[] = [];
  let startedData!: () => void;
  const dataStarted = new Promise<void>((resolve) => (startedData = resolve));
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      startedData();
      stream.resume();
      stream.on('end', () => {
        if (!acknowledge) return;
        received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  // The killed process resets its connection: expected here, not an error of the test.
  smtp.on('error', () => {});
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { smtp, url: `smtp://127.0.0.1:${port}`, received, dataStarted };
}

let hanging: Awaited<ReturnType<typeof smtpServer>>;
let working: Awaited<ReturnType<typeof smtpServer>>;
let server: TestServer;
beforeAll(async () => {
  hanging = await smtpServer(false);
  working = await smtpServer(true);
  server = await startTestServer({ SMTP_URL: working.url });
});
afterAll(async () => {
  await server.close();
  for (const { smtp } of [hanging, working])
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it('delivers an e-mail whose process was killed mid-delivery, once its lease has run out', async () => {
  if (!databaseUrl) return expect(server.config.databaseUrl).toBeNull();
  const db = server.databases.production;
  const email = uniqueEmail('killed');
  await createAccount(db, { email, password: 'dancedemo' });
  const doomed = await startServerProcess({
    DATABASE_URL: databaseUrl,
    SMTP_URL: hanging.url,
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://floorcraft.test',
  });
  // The request waits for the delivery, which never ends: the process is killed meanwhile.
  void fetch(`${doomed.url}/api/v2/auth/request-password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  }).catch(() => {});
  await hanging.dataStarted;
  const exited = new Promise((resolve) => doomed.child.once('exit', resolve));
  doomed.child.kill('SIGKILL');
  await exited;

  const { id } = await db
    .selectFrom('outbox')
    .select('id')
    .where('to_address', '=', email)
    .executeTakeFirstOrThrow();
  const jobOf = () =>
    db
      .selectFrom('jobs')
      .select(['attempts', 'done_at', 'locked_by', 'locked_until'])
      .where('key', '=', `mail:${id}`)
      .executeTakeFirstOrThrow();
  const orphan = await jobOf();
  expect(orphan).toMatchObject({ attempts: 1, done_at: null });
  expect(orphan.locked_by).toMatch(/:\d+:/);
  // Another process does not take it while the lease lasts...
  const other = new JobRunner(server.databases, server.app.log, { targets: ['production'] });
  other.define({ [MAIL_JOB]: server.ctx.mailer.job });
  await other.drain();
  expect(working.received).not.toContain(email);
  // ...and does once it has run out (ten minutes, here made to have passed).
  await db
    .updateTable('jobs')
    .set({ locked_until: new Date(Date.now() - 1_000) })
    .where('key', '=', `mail:${id}`)
    .execute();
  await other.drain();
  expect(working.received.filter((to) => to === email)).toHaveLength(1);
  expect(await jobOf()).toMatchObject({ attempts: 2, done_at: expect.any(Date), locked_by: null });
  const sent = await db
    .selectFrom('outbox')
    .select('sent_at')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(sent.sent_at).toBeInstanceOf(Date);
}, 180_000);

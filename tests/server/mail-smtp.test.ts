// E-mail over SMTP_URL, delivered to a real SMTP server started by the test.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount } from '../../server/services/accounts';
import { startTestServer, uniqueEmail, type TestServer } from '../support/test-server';

interface Received {
  from: string;
  to: string[];
  data: string;
}

let smtp: SMTPServer;
let server: TestServer;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
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

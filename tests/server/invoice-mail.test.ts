// The purchase e-mail delivered over SMTP carries the order's tax invoice as a PDF, made when it is
// delivered, to a real SMTP server started by the test.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callsAs, signedInMember } from '../support/members';
import { publishTickets, purchaseOf } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';

let smtp: SMTPServer;
let server: TestServer;
const received: Array<{ to: string[]; data: string }> = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
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

it('attaches the tax invoice to the purchase e-mail', async () => {
  const school = await signedInMember(server, { organisation: 'Mailing School' });
  await callsAs(server, school).put(`/api/v2/org/${school.organisationId}/settings/tax`, {
    abn: '51 824 753 556',
    gstRegistered: true,
  });
  const tickets = await publishTickets(server, school);
  const buyer = await signedInMember(server);
  const bought = await callsAs(server, buyer).post(
    '/api/v2/ticket/purchase',
    purchaseOf(tickets, [1, 0]),
  );
  expect(bought.status).toBe(200);
  await expect.poll(() => received.filter((mail) => mail.to.includes(buyer.email)).length).toBe(1);
  const mail = received.find((one) => one.to.includes(buyer.email))!;
  expect(mail.data).toContain('Content-Type: application/pdf');
  expect(mail.data).toMatch(/filename=tax-invoice-INV-000001\.pdf/);
  // The PDF itself, base64 in the message: "%PDF-" is "JVBERi0".
  expect(mail.data).toContain('JVBERi0');
  const row = await server.databases.production
    .selectFrom('outbox')
    .select(['sent_at', 'error'])
    .where('to_address', '=', buyer.email)
    .executeTakeFirstOrThrow();
  expect(row.error).toBeNull();
  expect(row.sent_at).not.toBeNull();
});

// A door sale's receipt, through the real server to a real SMTP server started by the test: a
// walk-in who gives an e-mail address gets the receipt an online order gets, written with the order
// and delivered by the durable mail job, with the school's tax invoice attached (none for a comp);
// a sale without an address sends nothing, and a sale sent again sends no second receipt.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callsAs, signedInMember, type Member } from '../support/members';
import { publishTickets, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';

let smtp: SMTPServer;
let server: TestServer;
let school: Member;
let tonight: PublishedTickets;
const received: Array<{ to: string[]; data: string }> = [];
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

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
  school = await signedInMember(server, { organisation: 'Door Receipt School' });
  await callsAs(server, school).put(`/api/v2/org/${school.organisationId}/settings/tax`, {
    abn: '51 824 753 556',
    gstRegistered: true,
  });
  const form = wizardForm();
  tonight = await publishTickets(server, school, {
    eventDetails: { ...form.eventDetails!, startDateTime: hours(1), endDateTime: hours(5) },
  });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const sell = (extra: Record<string, unknown>) =>
  callsAs(server, school).post(`/api/v2/door/${tonight.eventId}/sales`, {
    clientKey: crypto.randomUUID(),
    ticketTypeId: tonight.types[0]!.id,
    quantity: 2,
    method: 'cash',
    deviceId: 'phone-1',
    deviceName: 'Door 1',
    ...extra,
  });

const outboxTo = (email: string) =>
  server.databases.production
    .selectFrom('outbox')
    .select(['id', 'subject', 'text_body', 'attachment', 'sent_at', 'error'])
    .where('to_address', '=', email)
    .execute();

it('sends a walk-in who gave an address the receipt with the tax invoice, through the mail job', async () => {
  const email = 'walk.in@example.com';
  const body = {
    clientKey: crypto.randomUUID(),
    buyerName: 'Walk In',
    email: 'Walk.In@example.com',
    amountCents: 5000,
  };
  const sold = await sell(body);
  expect(sold.status).toBe(200);
  const { orderId, tickets } = sold.body.data as { orderId: string; tickets: { code: string }[] };

  await expect.poll(() => received.filter((mail) => mail.to.includes(email)).length).toBe(1);
  const mail = received.find((one) => one.to.includes(email))!;
  expect(mail.data).toContain('Content-Type: application/pdf');
  expect(mail.data).toMatch(/filename=tax-invoice-INV-000001\.pdf/);
  expect(mail.data).toContain('JVBERi0');

  const [row] = await outboxTo(email);
  expect(row).toMatchObject({ attachment: `invoice:${orderId}`, error: null });
  expect(row!.sent_at).not.toBeNull();
  expect(row!.subject).toMatch(/^Your tickets for /);
  expect(row!.text_body).toContain('Sold at the door: your tickets are admitted.');
  expect(row!.text_body).toContain('Total: $50.00 (paid in cash at the door)');
  for (const ticket of tickets) expect(row!.text_body).toContain(ticket.code);
  expect(row!.text_body).toContain(`/orders/${orderId}?access=`);
  // Delivered by the durable job written with the order, not by a send that a crash would lose.
  const job = await server.databases.production
    .selectFrom('jobs')
    .select(['name', 'done_at'])
    .where('key', '=', `mail:${row!.id}`)
    .executeTakeFirstOrThrow();
  expect(job.name).toBe('mail');
  expect(job.done_at).not.toBeNull();

  // The same sale sent again (a queue replayed) sends no second receipt.
  expect((await sell(body)).body.data.orderId).toBe(orderId);
  expect(await outboxTo(email)).toHaveLength(1);
});

it('sends a comp its tickets without an invoice, and a sale without an address nothing', async () => {
  const email = 'guest.comp@example.com';
  const comp = await sell({ method: 'comp', email, quantity: 1 });
  expect(comp.status).toBe(200);
  await expect.poll(() => received.filter((mail) => mail.to.includes(email)).length).toBe(1);
  const [row] = await outboxTo(email);
  expect(row!.attachment).toBeNull();
  expect(row!.text_body).toContain('a complimentary ticket, nothing was charged');

  // A receipt links to its order; the outbox is shared with other tests' schools, so the check
  // is that nothing mentions this sale (the comp's receipt above does mention its own).
  const mentioning = (orderId: string) =>
    server.databases.production
      .selectFrom('outbox')
      .select('id')
      .where('text_body', 'like', `%${orderId}%`)
      .execute();
  expect(await mentioning(comp.body.data.orderId)).toHaveLength(1);
  const unnamed = await sell({ buyerName: 'No Address' });
  expect(unnamed.status).toBe(200);
  expect(await mentioning(unnamed.body.data.orderId)).toEqual([]);
});

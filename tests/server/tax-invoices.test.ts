// Tax invoices on a real database: a school's ABN and GST settings, each order's tax invoice (or
// receipt) as a PDF with what the ATO requires, for its buyer and school only, numbered once in
// sequence even when issued at once, a refund's adjustment note, the e-mails' attachments, and a
// school's GST summary per month.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsAs, signedInMember, type Member } from '../support/members';
import { pdfText } from '../support/pdf-text';
import { publishTickets, purchaseOf, type PublishedTickets } from '../support/published-tickets';
import { startTestServer, type TestServer } from '../support/test-server';
import { wizardForm } from '../support/wizard-form';
import { issueInvoice } from '../../server/services/tax/tax-invoices';
import { mailAttachment } from '../../server/services/tax/mail-attachments';

const ABN = '51 824 753 556';
let server: TestServer;
let school: Member;
let tickets: PublishedTickets;

beforeAll(async () => {
  server = await startTestServer();
  school = await signedInMember(server, { organisation: 'Harbour Tax Dance' });
  tickets = await publishTickets(server, school);
  const saved = await callsAs(server, school).put(
    `/api/v2/org/${school.organisationId}/settings/tax`,
    { legalName: 'Harbour Tax Dance Pty Ltd', abn: ABN, gstRegistered: true },
  );
  expect(saved.status).toBe(200);
});
afterAll(() => server.close());

const db = () => server.databases.production;

async function buy(buyer: Member, on: PublishedTickets, quantities: number[]): Promise<string> {
  const { status, body } = await callsAs(server, buyer).post(
    '/api/v2/ticket/purchase',
    purchaseOf(on, quantities),
  );
  expect(status).toBe(200);
  return body.data.orderId as string;
}

async function pdfOf(member: Member | null, url: string) {
  const response = await server.app.inject({ method: 'GET', url, headers: member?.headers ?? {} });
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    disposition: response.headers['content-disposition'],
    text: response.statusCode === 200 ? pdfText(response.rawPayload) : '',
    bytes: response.rawPayload,
  };
}

describe('PUT /api/v2/org/{id}/settings/tax', () => {
  it('refuses a bad ABN and GST without an ABN with 400 naming the field', async () => {
    const calls = callsAs(server, school);
    const url = `/api/v2/org/${school.organisationId}/settings/tax`;
    const bad = await calls.put(url, { abn: '51 824 753 557', gstRegistered: false });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'abn must be a valid Australian Business Number (11 digits).',
      details: { field: 'abn' },
    });
    const missing = await calls.put(url, { abn: '', gstRegistered: true });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('A school registered for GST must give its ABN.');
    const kept = await calls.get(url);
    expect(kept.body.data).toEqual({
      legalName: 'Harbour Tax Dance Pty Ltd',
      abn: '51824753556',
      gstRegistered: true,
      passOnBookingFee: false,
    });
  });

  it("lets no one else read or change a school's tax details", async () => {
    const other = await signedInMember(server, { organisation: 'Other School' });
    const url = `/api/v2/org/${school.organisationId}/settings/tax`;
    expect((await callsAs(server, other).put(url, { abn: ABN })).status).toBe(404);
    expect((await callsAs(server, other).get(url)).status).toBe(404);
    expect((await callsAs(server, null).get(url)).status).toBe(401);
  });
});

describe('an order’s tax invoice', () => {
  it('says what the ATO requires, with the GST one eleventh of the total', async () => {
    const buyer = await signedInMember(server, { name: 'Dana Buyer' });
    const orderId = await buy(buyer, tickets, [2, 1]);
    const listed = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}/documents`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.invoice).toMatchObject({ title: 'Tax invoice' });
    expect(listed.body.data.invoice.number).toMatch(/^INV-\d{6}$/);
    const pdf = await pdfOf(buyer, `/api/v2/orders/${orderId}/invoice`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.disposition).toContain(`tax-invoice-${listed.body.data.invoice.number}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    for (const expected of [
      'Tax invoice',
      'Harbour Tax Dance Pty Ltd',
      `ABN ${ABN}`,
      `Invoice number: ${listed.body.data.invoice.number}`,
      'Date of issue: ',
      'Early Bird ticket: Salsa Under the Stars',
      '$15.00',
      '$30.00',
      '$22.50',
      '$52.50',
      'GST included in the total',
      '$4.77', // 52.50 / 11 = 4.7727…
      'Total price includes GST.',
      'Demo payment: no money was taken.',
    ])
      expect(pdf.text).toContain(expected);
    // Under A$1,000 the buyer need not be named.
    expect(pdf.text).not.toContain(buyer.email);
  });

  it('names the buyer from A$1,000', async () => {
    const dear = await publishTickets(
      server,
      school,
      wizardForm({
        ticketSetup: {
          ticketTypes: [
            { name: 'Full Pass', price: 250, currency: 'AUD', quantity: 20, description: 'All' },
          ],
          refundPolicy: '',
        },
      }),
    );
    const buyer = await signedInMember(server, { name: 'Robin Festival' });
    const orderId = await buy(buyer, dear, [4]);
    const pdf = await pdfOf(buyer, `/api/v2/orders/${orderId}/invoice`);
    expect(pdf.text).toContain(`Issued to: Robin Festival <${buyer.email}>`);
    expect(pdf.text).toContain('$1,000.00');
    expect(pdf.text).toContain('$90.91');
  });

  it('is a receipt with no GST for a school not registered for GST', async () => {
    const small = await signedInMember(server, { organisation: 'Small Studio' });
    const theirs = await publishTickets(server, small);
    const buyer = await signedInMember(server);
    const orderId = await buy(buyer, theirs, [1, 0]);
    const pdf = await pdfOf(buyer, `/api/v2/orders/${orderId}/invoice`);
    expect(pdf.status).toBe(200);
    expect(pdf.disposition).toContain('receipt-INV-000001.pdf');
    expect(pdf.text).toContain('Receipt');
    expect(pdf.text).toContain('Small Studio');
    expect(pdf.text).toContain('Not registered for GST');
    expect(pdf.text).not.toContain('Tax invoice');
    expect(pdf.text).not.toContain('GST included');
  });

  it('is for its buyer and the school’s members only', async () => {
    const buyer = await signedInMember(server);
    const orderId = await buy(buyer, tickets, [1, 0]);
    const stranger = await signedInMember(server);
    const otherSchool = await signedInMember(server, { organisation: 'Nosy School' });
    expect((await pdfOf(stranger, `/api/v2/orders/${orderId}/invoice`)).status).toBe(404);
    expect((await pdfOf(otherSchool, `/api/v2/orders/${orderId}/invoice`)).status).toBe(404);
    expect((await pdfOf(null, `/api/v2/orders/${orderId}/invoice`)).status).toBe(401);
    const documents = await callsAs(server, stranger).get(`/api/v2/orders/${orderId}/documents`);
    expect(documents.status).toBe(404);
    expect(documents.body.error.message).toBe('This order was not found.');
    const bySchool = await pdfOf(school, `/api/v2/orders/${orderId}/invoice`);
    expect(bySchool.status).toBe(200);
    expect(bySchool.text).toContain('Tax invoice');
    expect((await pdfOf(buyer, `/api/v2/orders/not-an-id/invoice`)).status).toBe(400);
  });

  it('is attached to the confirmation e-mail', async () => {
    const buyer = await signedInMember(server);
    const orderId = await buy(buyer, tickets, [1, 0]);
    const mail = await db()
      .selectFrom('outbox')
      .select(['attachment', 'text_body'])
      .where('to_address', '=', buyer.email)
      .executeTakeFirstOrThrow();
    expect(mail.attachment).toBe(`invoice:${orderId}`);
    expect(mail.text_body).toContain('Your tax invoice');
    const file = await mailAttachment(db(), mail.attachment!);
    expect(file?.fileName).toMatch(/^tax-invoice-INV-\d{6}\.pdf$/);
    expect(pdfText(file!.bytes)).toContain('Harbour Tax Dance Pty Ltd');
  });
});

describe('invoice numbers', () => {
  it('are given once each, in sequence, however many ask at once', async () => {
    const numbered = await signedInMember(server, { organisation: 'Numbered School' });
    const theirs = await publishTickets(server, numbered);
    const buyer = await signedInMember(server);
    const orderIds: string[] = [];
    for (let i = 0; i < 8; i++) orderIds.push(await buy(buyer, theirs, [1, 0]));
    // Forget what the purchases issued, then issue every invoice three times at once.
    await db()
      .deleteFrom('tax_invoices')
      .where('organisation_id', '=', numbered.organisationId!)
      .execute();
    await db()
      .deleteFrom('document_counters')
      .where('organisation_id', '=', numbered.organisationId!)
      .execute();
    const issued = await Promise.all(
      [...orderIds, ...orderIds, ...orderIds].map((id) => issueInvoice(db(), id)),
    );
    const numberOf = new Map<string, Set<number>>();
    for (const invoice of issued) {
      const seen = numberOf.get(invoice.order_id) ?? new Set();
      seen.add(invoice.number);
      numberOf.set(invoice.order_id, seen);
    }
    for (const seen of numberOf.values()) expect(seen.size).toBe(1);
    const numbers = [...numberOf.values()].map((seen) => [...seen][0]!).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const counter = await db()
      .selectFrom('document_counters')
      .select('last_number')
      .where('organisation_id', '=', numbered.organisationId!)
      .where('series', '=', 'invoice')
      .executeTakeFirstOrThrow();
    expect(counter.last_number).toBe(8);
  });
});

describe('refunds', () => {
  it('issue an adjustment note that refers to the invoice, attached to the refund e-mail', async () => {
    const buyer = await signedInMember(server);
    const orderId = await buy(buyer, tickets, [2, 1]);
    const organiser = callsAs(server, school);
    const order = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}`);
    const door = order.body.data.tickets.find(
      (ticket: { ticketTypeName: string }) => ticket.ticketTypeName === 'Door',
    );
    const partial = await organiser.post(`/api/v2/ticket/organiser/orders/${orderId}/refund`, {
      ticketIds: [door.id],
    });
    expect(partial.status).toBe(200);
    const rest = await organiser.post(`/api/v2/ticket/organiser/orders/${orderId}/refund`, {});
    expect(rest.status).toBe(200);
    const documents = await callsAs(server, buyer).get(`/api/v2/orders/${orderId}/documents`);
    const { invoice, adjustmentNotes } = documents.body.data;
    expect(adjustmentNotes).toHaveLength(2);
    expect(adjustmentNotes.map((note: { amountCents: number }) => note.amountCents)).toEqual([
      2250, 3000,
    ]);
    const first = await pdfOf(
      buyer,
      `/api/v2/orders/${orderId}/adjustment-notes/${adjustmentNotes[0].id}`,
    );
    expect(first.status).toBe(200);
    expect(first.disposition).toContain(`adjustment-note-${adjustmentNotes[0].number}.pdf`);
    for (const expected of [
      'Adjustment note',
      `ABN ${ABN}`,
      `Adjusts tax invoice ${invoice.number}`,
      '-$22.50',
      '-$2.05', // 22.50 / 11
    ])
      expect(first.text).toContain(expected);
    // The notes' GST adds up to the invoice's: 4.77 - 2.05 = 2.72 (not 30.00 / 11 = 2.73).
    const second = await pdfOf(
      buyer,
      `/api/v2/orders/${orderId}/adjustment-notes/${adjustmentNotes[1].id}`,
    );
    expect(second.text).toContain('-$2.72');
    const mails = await db()
      .selectFrom('outbox')
      .select(['subject', 'attachment'])
      .where('to_address', '=', buyer.email)
      .where('subject', 'like', '%refunded%')
      .execute();
    expect(mails.map((mail) => mail.attachment).sort()).toEqual(
      adjustmentNotes.map((note: { id: string }) => `adjustment:${orderId}:${note.id}`).sort(),
    );
    const stranger = await signedInMember(server);
    const hidden = await pdfOf(
      stranger,
      `/api/v2/orders/${orderId}/adjustment-notes/${adjustmentNotes[0].id}`,
    );
    expect(hidden.status).toBe(404);
  });
});

describe('GET /api/v2/org/{id}/gst-summary', () => {
  it('sums a month’s sales, GST and refunds for the school alone', async () => {
    const summer = await signedInMember(server, { organisation: 'Summary School' });
    await callsAs(server, summer).put(`/api/v2/org/${summer.organisationId}/settings/tax`, {
      abn: ABN,
      gstRegistered: true,
    });
    const theirs = await publishTickets(server, summer);
    const buyer = await signedInMember(server);
    await buy(buyer, theirs, [2, 1]); // 52.50, GST 4.77
    const refunded = await buy(buyer, theirs, [1, 0]); // 15.00, GST 1.36, refunded
    await callsAs(server, summer).post(`/api/v2/ticket/organiser/orders/${refunded}/refund`, {});
    const month = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Australia/Sydney',
      year: 'numeric',
      month: '2-digit',
    }).format(new Date());
    const url = `/api/v2/org/${summer.organisationId}/gst-summary?from=${month}&to=${month}`;
    const response = await server.app.inject({ method: 'GET', url, headers: summer.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(
      `gst-summary-${month}-to-${month}.csv`,
    );
    expect(response.body.split('\r\n')).toEqual([
      'Month,Currency,Sales (incl. GST),GST on sales,Refunds (incl. GST),GST on refunds,Net sales (incl. GST),Net GST',
      `${month},AUD,67.50,6.13,15.00,1.36,52.50,4.77`,
      '',
    ]);
    const other = await signedInMember(server, { organisation: 'Peeking School' });
    const peek = await server.app.inject({ method: 'GET', url, headers: other.headers });
    expect(peek.statusCode).toBe(404);
    const bad = await callsAs(server, summer).get(
      `/api/v2/org/${summer.organisationId}/gst-summary?from=2026-13&to=2026-12`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual({ field: 'from' });
  });
});

// What My Tickets says of each ticket: its state (refunded, cancelled by the school, checked in,
// valid) and the one class it admits to when it is a class of a longer programme.
import { describe, expect, it } from 'vitest';
import type { MyTicket } from '../../src/contract/my-tickets';
import { onlyClassOf, ticketStateText } from '../../src/features/purchase/lib/group-tickets';

const ticket = (over: Partial<MyTicket>): MyTicket => ({
  code: 'ABC123',
  ticketTypeName: 'General',
  orderId: '00000000-0000-4000-8000-000000000001',
  purchasedAt: '2026-11-01T00:00:00.000Z',
  checkedInAt: null,
  void: false,
  holderName: null,
  pass: 'p',
  qrCode: 'q',
  event: {
    id: null,
    title: 'Salsa Night',
    startDateTime: '2026-12-01T09:00:00.000Z',
    endDateTime: null,
    timeZone: 'Australia/Sydney',
    location: { description: '' },
  },
  ...over,
});

describe('ticketStateText', () => {
  it('says revoked or refunded first, then cancelled, then checked in, else valid', () => {
    expect(ticketStateText(ticket({ void: true, cancelled: true }))).toBe('Void — refunded');
    expect(ticketStateText(ticket({ cancelled: true }))).toBe(
      'Cancelled by the school — it will be in touch',
    );
    expect(ticketStateText(ticket({ checkedInAt: '2026-12-01T09:30:00.000Z' }))).toBe(
      'Checked in at 8:30 pm',
    );
    expect(ticketStateText(ticket({}))).toBe('Valid');
    expect(ticketStateText(ticket({ void: true, comp: 'revoked' }))).toBe(
      'Revoked by the school — it no longer admits anyone',
    );
  });
});

describe('onlyClassOf', () => {
  const session = (id: string, name: string) => ({
    id,
    name,
    startDateTime: '2026-12-01T09:00:00.000Z',
    endDateTime: null,
    room: '',
    level: '',
    teachers: '',
  });
  it('names the one class of a longer programme a ticket admits to, and nothing else', () => {
    const week2 = session('s2', 'Bachata Level 1 — week 2');
    expect(onlyClassOf(ticket({ sessions: [week2] }), 'Bachata Level 1')).toBe(
      'Bachata Level 1 — week 2',
    );
    expect(
      onlyClassOf(ticket({ sessions: [week2, session('s3', 'week 3')] }), 'Bachata Level 1'),
    ).toBeNull();
    // A one-night event's one session is the event itself.
    expect(
      onlyClassOf(ticket({ sessions: [session('s1', 'Salsa Night')] }), 'Salsa Night'),
    ).toBeNull();
    expect(onlyClassOf(ticket({}), 'Salsa Night')).toBeNull();
  });
});

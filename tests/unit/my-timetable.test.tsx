// A dancer's own timetable in My Tickets: the sessions their valid tickets to an event admit to
// (each once, in timetable order; refunded tickets add none; nothing for a one-night event), shown
// by day with Add to calendar per session, and the whole timetable as one calendar file.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { MyTicket } from '@/contract/my-tickets';
import type { PublicSession } from '@/contract/sessions';
import { MyTimetable } from '@/features/purchase/components/my-timetable';
import { groupTickets, mySessionsOf } from '@/features/purchase/lib/group-tickets';
import { calendarFileOf, eventFileOf } from '@/lib/calendar-files/add-to-calendar';

const zone = 'Australia/Sydney';
const session = (id: string, name: string, start: string): PublicSession => ({
  id,
  name,
  startDateTime: start,
  endDateTime: null,
  room: 'Ballroom',
  level: '',
  teachers: '',
});
const friday = session('fri', 'Friday Party', '2026-11-20T10:00:00Z');
const saturday = session('sat', 'Saturday Party', '2026-11-21T10:00:00Z');
const bootcamp = session('boot', 'Saturday Bootcamp', '2026-11-21T00:00:00Z');

const ticket = (
  code: string,
  sessions: PublicSession[],
  fields: Partial<MyTicket> = {},
): MyTicket => ({
  code,
  ticketTypeName: 'Party Pass',
  orderId: 'order-1',
  purchasedAt: '2026-10-01T00:00:00Z',
  checkedInAt: null,
  void: false,
  holderName: null,
  pass: 'signed',
  qrCode: 'data:image/png;base64,',
  event: {
    id: 'event-1',
    title: 'Sydney Salsa Festival',
    startDateTime: '2026-11-20T08:00:00Z',
    endDateTime: '2026-11-22T13:00:00Z',
    timeZone: zone,
    location: { description: 'Town Hall' },
  },
  sessions,
  ...fields,
});

const now = new Date('2026-11-01T00:00:00Z');

describe('my timetable', () => {
  it('is the sessions of the valid tickets, each once, in timetable order', () => {
    const [group] = groupTickets(
      [
        ticket('A', [saturday, friday]),
        ticket('B', [friday, saturday]),
        ticket('C', [bootcamp], { void: true }),
      ],
      now,
    );
    expect(mySessionsOf(group!).map((s) => s.id)).toEqual(['fri', 'sat']);
  });

  it('is empty for a one-night event, whose one session is the event', () => {
    const only = session('one', 'Sydney Salsa Festival', '2026-11-20T08:00:00Z');
    const [group] = groupTickets([ticket('A', [only])], now);
    expect(mySessionsOf(group!)).toEqual([]);
    const [single] = groupTickets([ticket('B', [bootcamp])], now);
    expect(mySessionsOf(single!).map((s) => s.id)).toEqual(['boot']);
    const [none] = groupTickets([ticket('C', [])], now);
    expect(mySessionsOf(none!)).toEqual([]);
  });

  it('shows each session with its own Add to calendar, and one file of all', () => {
    const event = {
      id: 'event-1',
      title: 'Sydney Salsa Festival',
      timeZone: zone,
      location: { description: 'Town Hall' },
    };
    render(
      <MemoryRouter>
        <MyTimetable event={event} sessions={[friday, saturday]} />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { name: 'My timetable: Sydney Salsa Festival' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to calendar: Friday Party' })).toBeTruthy();
    const google = screen.getByRole('link', { name: 'Google Calendar: Saturday Party' });
    expect(google.getAttribute('href')).toContain('text=Saturday+Party');
    expect(screen.getByRole('button', { name: 'Add my timetable to calendar' })).toBeTruthy();
    const file = calendarFileOf(
      [friday, saturday].map((s) => ({
        id: s.id,
        title: s.name,
        start: s.startDateTime,
        end: s.startDateTime,
        location: 'Ballroom',
        page: { id: 'event-1', title: 'Sydney Salsa Festival' },
      })),
      'https://floorcraft.example',
    );
    expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(file).toContain('UID:fri.event-1@floorcraft');
    expect(file).toContain('https://floorcraft.example/e/event-1/sydney-salsa-festival');
  });
});

describe('the event page’s Add to calendar', () => {
  const entry = {
    id: 'event-1',
    title: 'Sydney Salsa Festival',
    start: '2026-11-20T08:00:00Z',
    end: '2026-11-22T13:00:00Z',
    location: 'Town Hall',
  };

  it('is one event for a one-night event and one per session for a festival', () => {
    const one = eventFileOf(entry, [], 'https://floorcraft.example');
    expect(one.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(one).toContain('UID:event-1@floorcraft');
    const festival = eventFileOf(entry, [friday, saturday, bootcamp], 'https://floorcraft.example');
    expect(festival.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(festival).toContain('UID:boot.event-1@floorcraft');
    expect(festival).toContain('SUMMARY:Saturday Bootcamp — Sydney Salsa Festival');
  });
});

// The timetable (spec §2 Timetables) built from an event's sessions: by day in the event's zone,
// then by start time with that time's rooms together; and on the purchase page, what each type
// admits to and which session made it sell out.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Timetable } from '@/components/timetable/timetable';
import type { PurchaseEvent } from '@/contract/purchases';
import type { PublicSession } from '@/contract/sessions';
import { AdmitsList } from '@/features/purchase/components/admits-list';
import { soldOutText } from '@/features/purchase/components/ticket-quantity-row';
import { timetableDays, sessionEndOf } from '@/lib/timetable';

const zone = 'Australia/Sydney';
const at = (
  id: string,
  name: string,
  start: string,
  room = 'Main room',
  end: string | null = null,
) =>
  ({
    id,
    name,
    startDateTime: start,
    endDateTime: end,
    room,
    level: '',
    teachers: '',
  }) satisfies PublicSession;

// Friday 20 November 2026 in Sydney is UTC+11.
const festival = [
  at('sat-party', 'Saturday Party', '2026-11-21T10:00:00Z', 'Ballroom'),
  at('fri-party', 'Friday Party', '2026-11-20T10:00:00Z', 'Ballroom', '2026-11-20T15:00:00Z'),
  at('bootcamp', 'Saturday Bootcamp', '2026-11-21T00:00:00Z', 'Studio 1'),
  at('shines', 'Shines', '2026-11-20T23:00:00Z', 'Studio 2'),
  {
    ...at('styling', 'Ladies Styling', '2026-11-21T00:00:00Z', 'Studio 2'),
    level: 'Intermediate',
    teachers: 'Ana',
  },
];

describe('timetable days', () => {
  it('groups by the event’s day, then by start time with the rooms of a time side by side', () => {
    const days = timetableDays(festival, zone);
    expect(days.map((day) => day.label)).toEqual([
      'Friday 20 November 2026',
      'Saturday 21 November 2026',
    ]);
    // 23:00 UTC on the 20th is Saturday morning in Sydney.
    expect(days[1]?.slots.map((slot) => slot.sessions.map((s) => s.id))).toEqual([
      ['shines'],
      ['bootcamp', 'styling'],
      ['sat-party'],
    ]);
    expect(sessionEndOf(festival[0]!)).toBe('2026-11-21T11:00:00.000Z');
  });

  it('renders each day with its rooms and sessions', () => {
    render(<Timetable sessions={festival} timeZone={zone} title="Timetable" />);
    expect(screen.getByRole('region', { name: 'Timetable' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Friday 20 November 2026', 'Saturday 21 November 2026']);
    const party = screen.getByText('Friday Party').closest('li');
    expect(party?.textContent).toContain('9:00 pm – 2:00 am');
    expect(screen.getByText('Intermediate · Ana')).toBeTruthy();
    expect(party?.textContent).toContain('Ballroom');
  });
});

describe('what a ticket type admits to', () => {
  it('says nothing for a one-session event, “every session” for a full pass, names a few, folds many', () => {
    const { container, rerender } = render(
      <AdmitsList sessions={festival.slice(0, 1)} sessionIds={['sat-party']} timeZone={zone} />,
    );
    expect(container.textContent).toBe('');
    rerender(
      <AdmitsList sessions={festival} sessionIds={festival.map((s) => s.id)} timeZone={zone} />,
    );
    expect(container.textContent).toBe('Admits to every session');
    rerender(
      <AdmitsList sessions={festival} sessionIds={['sat-party', 'fri-party']} timeZone={zone} />,
    );
    expect(container.textContent).toBe(
      'Admits to: Friday Party (Fri, 20 Nov, 9:00 pm), Saturday Party (Sat, 21 Nov, 9:00 pm)',
    );
    rerender(
      <AdmitsList
        sessions={festival}
        sessionIds={['sat-party', 'fri-party', 'shines', 'styling']}
        timeZone={zone}
      />,
    );
    const details = container.querySelector('details');
    expect(details?.querySelector('summary')?.textContent).toBe('Admits to 4 sessions');
    expect(within(details as HTMLElement).getAllByRole('listitem')).toHaveLength(4);
  });

  it('says which session made a type sell out', () => {
    const type: PurchaseEvent['ticketTypes'][number] = {
      id: 'day',
      name: 'Saturday Day Pass',
      description: '',
      price: 80,
      currency: 'AUD',
      availableQuantity: 0,
      sessionIds: ['bootcamp'],
      soldOutReason: 'Saturday Bootcamp is full',
      roles: null,
    };
    expect(soldOutText(type)).toBe('Sold out — Saturday Bootcamp is full');
    expect(soldOutText({ ...type, soldOutReason: null })).toBe('Sold out');
    expect(soldOutText({ ...type, soldOutReason: null, availableQuantity: 3 })).toBeNull();
  });
});

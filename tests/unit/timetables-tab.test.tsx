// The dashboard's Timetables tab (spec §2): each coming published event with more than one dated
// session shows its timetable, with links to its event page and to edit its sessions; one-night
// and ended events do not; each coming class offers "Cancel this class" (asked twice), and a
// cancelled one is struck through and marked; each event has its schedule images by day.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { EventSession } from '@/contract/sessions';
import type { PublishedEvent } from '@/contract/organiser-lists';
import { canCancelClass } from '@/features/dashboard/components/cancel-class-button';
import { TimetablesTab } from '@/features/dashboard/components/timetables-tab';

const now = new Date('2026-11-01T00:00:00Z');
const session = (id: string, name: string, start: string | null): EventSession => ({
  id,
  name,
  startDateTime: start,
  endDateTime: null,
  room: 'Ballroom',
  level: '',
  teachers: '',
  capacity: null,
  roles: null,
});
const published = (
  id: string,
  title: string,
  start: string,
  sessions: EventSession[],
): PublishedEvent => ({
  id,
  eventId: `event-${id}`,
  status: 'published',
  eventDetails: {
    title,
    startDateTime: start,
    endDateTime: null,
    timeZone: 'Australia/Sydney',
    location: { description: 'Town Hall' },
  },
  ticketSetup: { ticketTypes: [], sessions },
});

function renderTab(events: PublishedEvent[] | undefined) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TimetablesTab published={events} now={now} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Timetables tab', () => {
  it('shows the timetable of each coming event with sessions', () => {
    renderTab([
      published('f', 'Sydney Salsa Festival', '2026-11-20T08:00:00Z', [
        session('a', 'Friday Party', '2026-11-20T10:00:00Z'),
        session('b', 'Saturday Party', '2026-11-21T10:00:00Z'),
        session('c', 'Undated', null),
      ]),
      published('n', 'Salsa Night', '2026-11-10T08:00:00Z', [
        session('d', 'Salsa Night', '2026-11-10T08:00:00Z'),
      ]),
      published('p', 'Last Year', '2025-11-10T08:00:00Z', [
        session('e', 'Old 1', '2025-11-10T08:00:00Z'),
        session('g', 'Old 2', '2025-11-11T08:00:00Z'),
      ]),
    ]);
    expect(screen.getByRole('heading', { name: 'Sydney Salsa Festival' })).toBeTruthy();
    expect(screen.getByText('Friday Party')).toBeTruthy();
    expect(screen.queryByText('Undated')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Salsa Night' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Last Year' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Event page' }).getAttribute('href')).toBe(
      '/e/event-f/sydney-salsa-festival',
    );
    expect(screen.getByRole('link', { name: 'Edit sessions' }).getAttribute('href')).toBe(
      '/create-tickets?draft=f&mode=edit',
    );
    // Each event's schedule images, a day at a time, Thursday to Sunday.
    expect(screen.getByText('Schedule images by day')).toBeTruthy();
    expect(screen.getByLabelText("Upload Thursday's image")).toBeTruthy();
    expect(screen.getByLabelText("Upload Sunday's image")).toBeTruthy();
  });

  it('says when there is nothing yet, and while it loads', () => {
    renderTab([]);
    expect(screen.getByText('No published event has more than one session yet.')).toBeTruthy();
    expect(screen.getByText(/a picture of each day’s schedule, Thursday to Sunday/)).toBeTruthy();
  });

  it('says it is loading until the published events are read', () => {
    renderTab(undefined);
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  it('offers to cancel each coming class, asking first, and marks a cancelled one', () => {
    renderTab([
      published('c', 'Bachata Level 1', '2026-11-03T08:00:00Z', [
        session('w1', 'Bachata Level 1 — week 1', '2026-11-03T08:00:00Z'),
        { ...session('w2', 'Bachata Level 1 — week 2', '2026-11-10T08:00:00Z'), cancelled: true },
      ]),
    ]);
    expect(screen.getByText('Bachata Level 1 — week 2').tagName).toBe('S');
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: 'Cancel this class: Bachata Level 1 — week 2' }),
    ).toBeNull();
    fireEvent.click(
      screen.getByRole('button', { name: 'Cancel this class: Bachata Level 1 — week 1' }),
    );
    const asking = screen.getByRole('group', { name: 'Cancel Bachata Level 1 — week 1?' });
    expect(asking.textContent).toContain('Everyone holding a ticket for it is e-mailed now');
    expect(screen.getByRole('button', { name: 'Yes, cancel this class' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('button', { name: 'Yes, cancel this class' })).toBeNull();
  });

  it('lets only a coming class that is not cancelled be cancelled', () => {
    const coming = { id: 'a', name: 'A', startDateTime: '2026-11-02T00:00:00Z' };
    expect(canCancelClass(coming, now)).toBe(true);
    expect(canCancelClass({ ...coming, cancelled: true }, now)).toBe(false);
    expect(canCancelClass({ ...coming, startDateTime: '2026-10-31T00:00:00Z' }, now)).toBe(false);
  });
});

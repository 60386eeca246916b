// The event page shows "Timetable" only for an event of more than one session: a one-night event
// (one session, or none sent) reads as before.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { placeScheduleImages } from '@/contract/schedule-images';
import type { EventPage } from '@/contract/event-page';
import type { PublicSession } from '@/contract/sessions';
import { EventPagePage } from '@/features/event-page/pages/event-page';

const session = (id: string, name: string, start: string): PublicSession => ({
  id,
  name,
  startDateTime: start,
  endDateTime: null,
  room: 'Ballroom',
  level: '',
  teachers: '',
});

const event = (
  sessions: PublicSession[],
  scheduleImages: EventPage['scheduleImages'] = [],
): EventPage => ({
  id: 'e1',
  title: 'Harbour Festival',
  description: '',
  startDateTime: '2026-11-20T08:00:00Z',
  endDateTime: '2026-11-22T12:00:00Z',
  timeZone: 'Australia/Sydney',
  location: { description: 'Town Hall', latitude: null, longitude: null },
  danceStyles: [],
  imageUrl: null,
  organiser: null,
  organisationId: null,
  tickets: null,
  sessions,
  scheduleImages,
});

function renderPage(page: EventPage) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['event-page', page.id], page);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/e/${page.id}/harbour-festival`]}>
        <Routes>
          <Route path="/e/:eventId/:slug" element={<EventPagePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the event page’s timetable', () => {
  it('shows the programme of an event with more than one session', () => {
    renderPage(
      event([
        session('a', 'Saturday Party', '2026-11-21T10:00:00Z'),
        session('b', 'Friday Party', '2026-11-20T10:00:00Z'),
      ]),
    );
    const timetable = screen.getByRole('region', { name: 'Timetable' });
    expect(timetable.textContent).toMatch(/Friday 20 November 2026.*Friday Party.*Saturday Party/);
  });

  it('shows none for a one-night event', () => {
    renderPage(event([session('a', 'Harbour Festival', '2026-11-20T08:00:00Z')]));
    expect(screen.getByRole('heading', { name: 'Harbour Festival', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Timetable' })).toBeNull();
  });

  it('shows each day’s schedule image under that day, and a day without sessions after it', () => {
    renderPage(
      event(
        [
          session('a', 'Saturday Party', '2026-11-21T10:00:00Z'),
          session('b', 'Friday Party', '2026-11-20T10:00:00Z'),
        ],
        [
          { day: 'thursday', imageKey: 'thu-key' },
          { day: 'friday', imageKey: 'fri-key' },
        ],
      ),
    );
    const friday = screen.getByRole('img', { name: "Harbour Festival: Friday's schedule" });
    expect(friday.getAttribute('src')).toContain('fri-key');
    // Under Friday's heading, before Saturday's.
    const fridayDay = screen.getByRole('heading', {
      name: 'Friday 20 November 2026',
    }).parentElement!;
    expect(fridayDay.contains(friday)).toBe(true);
    const after = screen.getByRole('region', { name: 'Schedule' });
    expect(after.textContent).toContain('Thursday');
    expect(after.querySelector('img')!.getAttribute('alt')).toBe(
      "Harbour Festival: Thursday's schedule",
    );
  });
});

describe('placeScheduleImages', () => {
  it('puts an image under the first day of its weekday, or after the timetable', () => {
    const { under, after } = placeScheduleImages(
      [
        { day: 'saturday', imageKey: 's' },
        { day: 'sunday', imageKey: 'u' },
      ],
      ['2026-11-20', '2026-11-21', '2026-11-28'],
    );
    expect([...under]).toEqual([['2026-11-21', { day: 'saturday', imageKey: 's' }]]);
    expect(after).toEqual([{ day: 'sunday', imageKey: 'u' }]);
  });
});

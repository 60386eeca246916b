// The event page shows "Timetable" only for an event of more than one session: a one-night event
// (one session, or none sent) reads as before.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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

const event = (sessions: PublicSession[]): EventPage => ({
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
});

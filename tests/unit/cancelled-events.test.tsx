// An event its school cancelled stays on its date in the month calendar, marked: "Cancelled" before
// its title (struck through), said in the day's accessible label and its list; its own page offers
// no "Add to calendar".
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Calendar } from '@/components/calendar/calendar';
import type { EventPage } from '@/contract/event-page';
import { EventPagePage } from '@/features/event-page/pages/event-page';
import { calendarEvent } from '../support/calendar-event';

const noop = () => {};

describe('a cancelled event on the month calendar', () => {
  it('is marked Cancelled, dimmed, and counted in the day’s label and list', () => {
    const { container } = render(
      <Calendar
        view="month"
        anchor="2026-11-01"
        events={[
          calendarEvent({ id: 'off', title: 'Called Off Salsa', cancelled: true }),
          calendarEvent({ id: 'on', title: 'Zouk Friday' }),
        ]}
        onPrev={noop}
        onNext={noop}
      />,
    );
    const day = container.querySelector('[data-day="2026-11-27"]') as HTMLElement;
    const chip = within(day).getByText(/Called Off Salsa/);
    expect(chip.textContent).toBe('Cancelled: Called Off Salsa');
    expect(chip.className).toContain('calendar__chip--cancelled');
    expect(within(day).getByText('Zouk Friday').className).not.toContain('cancelled');
    const button = within(day).getByRole('button');
    expect(button.textContent).toContain('2 events, 1 cancelled');
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog');
    const heading = within(dialog).getByRole('heading', { name: /Called Off Salsa/ });
    expect(heading.textContent).toBe('Cancelled Called Off Salsa');
    expect(within(dialog).getByRole('heading', { name: 'Zouk Friday' })).toBeTruthy();
  });
});

const page = (eventState?: 'cancelled' | 'postponed'): EventPage => ({
  id: 'e1',
  title: 'Harbour Social',
  description: '',
  startDateTime: '2026-11-20T08:00:00Z',
  endDateTime: '2026-11-20T12:00:00Z',
  timeZone: 'Australia/Sydney',
  location: { description: 'Town Hall', latitude: null, longitude: null },
  danceStyles: [],
  imageUrl: null,
  organiser: null,
  organisationId: null,
  tickets: {
    minPrice: 20,
    maxPrice: 20,
    currency: 'AUD',
    available: 30,
    roles: [],
    onSaleFrom: null,
    salesClosedReason: null,
    ...(eventState ? { eventState } : {}),
  },
  sessions: [],
  scheduleImages: [],
});

function renderPage(event: EventPage) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['event-page', event.id], event);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/e/${event.id}/harbour-social`]}>
        <Routes>
          <Route path="/e/:eventId/:slug" element={<EventPagePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('a cancelled event’s page', () => {
  it('offers no calendar entry; an event as planned or postponed does', () => {
    const cancelled = renderPage(page('cancelled'));
    expect(screen.getByText(/This event was cancelled/)).toBeTruthy();
    expect(screen.queryByText('Add to calendar')).toBeNull();
    cancelled.unmount();
    const postponed = renderPage(page('postponed'));
    expect(screen.getByText('Add to calendar')).toBeTruthy();
    postponed.unmount();
    renderPage(page());
    expect(screen.getByText('Add to calendar')).toBeTruthy();
  });
});

// An event card offers each member only what their role may do (the server refuses the rest too):
// owners and managers everything, finance Sales and revenue, a teacher the attendees of the events
// they teach, the door the scanner.
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PublishedEvent } from '@/contract/organiser-lists';
import type { TeamRole } from '@/contract/team';
import { PublishedEventCard } from '@/features/dashboard/components/published-event-card';

const event = {
  id: 'c1',
  eventId: 'e1',
  status: 'published',
  eventDetails: {
    title: 'Salsa Social Night',
    startDateTime: '2031-02-14T08:00:00.000Z',
    endDateTime: '2031-02-14T12:00:00.000Z',
    location: { description: 'Town Hall' },
    timeZone: 'Australia/Sydney',
  },
  ticketSetup: { ticketTypes: [], sessions: [] },
  sales: { sold: 3, capacity: 50, revenue: 45, currency: 'AUD' },
} as unknown as PublishedEvent;

function controlsOf(role: TeamRole, canOpen = true) {
  const { unmount } = render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PublishedEventCard
          event={event}
          role={role}
          onShowQrCode={() => undefined}
          onShowSales={canOpen ? () => undefined : null}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const names = [...screen.queryAllByRole('button'), ...screen.queryAllByRole('link')]
    .map((control) => control.textContent)
    .sort();
  const revenue = screen.getByText(/places taken/).textContent!.includes('revenue');
  const summaries = document.querySelectorAll('summary').length;
  unmount();
  return { names, revenue, summaries };
}

describe('an event card by role', () => {
  it('offers owners everything, finance sales, a teacher attendees and the door its scanner', () => {
    expect(controlsOf('owner')).toEqual({
      names: ['Door scanner', 'Duplicate', 'Edit', 'QR Code', 'Sales'],
      revenue: true,
      summaries: 2,
    });
    expect(controlsOf('finance')).toEqual({ names: ['Sales'], revenue: true, summaries: 0 });
    expect(controlsOf('teacher')).toEqual({ names: ['Attendees'], revenue: false, summaries: 0 });
    expect(controlsOf('teacher', false).names).toEqual([]);
    expect(controlsOf('door', false)).toEqual({
      names: ['Door scanner'],
      revenue: false,
      summaries: 0,
    });
  });
});

// The dashboard's Recent Activity says "Nothing yet" only once it knows the school has nothing: while
// its drafts and published events are being read it says so, as a school with sales once read
// "Nothing yet" on a slow connection.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PublishedEvent } from '@/contract/organiser-lists';
import { OverviewTab } from '@/features/dashboard/components/overview-tab';

const ORGANISATION = '6f1c1a8e-2f0e-4c55-9c39-5b8e8c1b1a11';

function activityOf(drafts: [] | undefined, published: PublishedEvent[] | undefined) {
  const { unmount } = render(
    <MemoryRouter>
      <OverviewTab organisationId={ORGANISATION} drafts={drafts} published={published} canEdit />
    </MemoryRouter>,
  );
  const text = screen.getByRole('heading', { name: 'Recent Activity' }).parentElement!.textContent;
  unmount();
  return text;
}

describe('Recent Activity', () => {
  it('says it is loading until both lists are read, then nothing yet or what happened', () => {
    expect(activityOf(undefined, undefined)).toContain('Loading…');
    expect(activityOf([], undefined)).toContain('Loading…');
    expect(activityOf([], [])).toContain('Nothing yet.');
    const live = { id: 'c1', eventDetails: { title: 'Salsa Social Night' } } as PublishedEvent;
    expect(activityOf([], [live])).toContain('Tickets live: Salsa Social Night');
  });
});

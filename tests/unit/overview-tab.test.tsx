// The dashboard's Recent Activity says "Nothing yet" only once it knows the school has nothing: while
// its drafts and published events are being read it says so, as a school with sales once read
// "Nothing yet" on a slow connection.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PublishedEvent } from '@/contract/organiser-lists';
import { OverviewTab } from '@/features/dashboard/components/overview-tab';

const ORGANISATION = '6f1c1a8e-2f0e-4c55-9c39-5b8e8c1b1a11';

function activityOf(
  drafts: [] | undefined,
  published: PublishedEvent[] | undefined,
  mayEditEvents = true,
) {
  const { unmount } = render(
    <MemoryRouter>
      <OverviewTab
        organisationId={ORGANISATION}
        drafts={drafts}
        published={published}
        mayEditEvents={mayEditEvents}
      />
    </MemoryRouter>,
  );
  const text = screen.getByRole('heading', { name: 'Recent Activity' }).parentElement!.textContent;
  const actions = screen.queryByRole('link', { name: 'Create Event Tickets' }) !== null;
  unmount();
  return { text: text ?? '', actions };
}

describe('Recent Activity', () => {
  it('says it is loading until both lists are read, then nothing yet or what happened', () => {
    expect(activityOf(undefined, undefined).text).toContain('Loading…');
    expect(activityOf([], undefined).text).toContain('Loading…');
    expect(activityOf([], []).text).toContain('Nothing yet.');
    const live = { id: 'c1', eventDetails: { title: 'Salsa Social Night' } } as PublishedEvent;
    expect(activityOf([], [live]).text).toContain('Tickets live: Salsa Social Night');
  });
});

describe('a member whose role does not make events (door, teacher, finance)', () => {
  it('is not kept waiting for drafts it may not read, and is offered no wizard', () => {
    const live = { id: 'c1', eventDetails: { title: 'Salsa Social Night' } } as PublishedEvent;
    // The drafts are never read for such a role (the server answers 403): they stay undefined.
    const door = activityOf(undefined, [live], false);
    expect(door.text).toContain('Tickets live: Salsa Social Night');
    expect(door.text).not.toContain('Loading…');
    expect(door.actions).toBe(false);
    const none = activityOf(undefined, [], false).text;
    expect(none).toContain('Nothing yet.');
    expect(none).not.toContain('Create tickets');
    expect(activityOf([], [live], true).actions).toBe(true);
  });
});

// An instructor's page renders on the server (no window, no storage) also with a photo: image
// addresses are built without the browser's dev-mode check; the plain fallback names a session
// once when it is called after its event.
import { describe, expect, it } from 'vitest';
import type { InstructorPage } from '../../src/contract/instructors';
import { renderPage } from '../../src/entry-server';
import { storedImageUrl } from '../../src/lib/image-url';
import { instructorContent } from '../../server/pages/instructor-head';

const page: InstructorPage = {
  profile: {
    slug: 'ana-souza',
    name: 'Ana Souza',
    imageKey: 'instructors/ana.webp',
    danceStyles: ['salsa'],
    cities: ['Sydney'],
    bio: 'Teaching salsa.',
    languages: ['English'],
    links: [],
  },
  sessions: [
    {
      sessionName: 'Salsa Social Night',
      eventId: 'e1',
      eventTitle: 'Salsa Social Night',
      school: 'Harbour City Dance School',
      startDateTime: '2026-11-29T09:00:00.000Z',
      timeZone: 'Australia/Sydney',
      upcoming: true,
    },
  ],
};

describe('an instructor page on the server', () => {
  it('builds image addresses without a browser', () => {
    expect(typeof globalThis.window).toBe('undefined');
    expect(storedImageUrl('instructors/ana.webp')).toBe('/api/v2/images/instructors/ana.webp');
  });

  it('renders with a photo', async () => {
    const markup = await renderPage('http://floorcraft.test/i/ana-souza', {
      database: 'production',
      instructorPage: page,
    });
    expect(markup).toContain('Ana Souza');
    expect(markup).toContain('/api/v2/images/instructors/ana.webp');
  }, 60_000);

  it('names a session called after its event once in the plain content', () => {
    const content = instructorContent(page);
    expect(content).toContain('<li>Salsa Social Night (Harbour City Dance School)</li>');
    expect(content).not.toContain('Salsa Social Night — Salsa Social Night');
  });
});

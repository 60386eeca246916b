// The school's organiser pages are guarded by role from the role table the server checks: every
// page a school member opens declares the work it is for, a role that may not do it is told so on
// the page (with the way to what it may use) instead of a form, and a door member lands on the event
// list with its scanners, while the Overview offers the scanners too.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DANCE_SCHOOL } from '@/lib/auth/access-rules';
import { guardedRoutes, schoolAreaOf, schoolRouteAreas } from '@/lib/route-access';
import { ROLE_REFUSED_MESSAGE, roleMay, teamRoles } from '@/contract/team-roles';
import { membershipsOf, schoolActedFor } from '@/lib/organisation/my-schools';
import { RoleRefused } from '@/app/require-school-role';
import { landingTabFor, tabFrom } from '@/features/dashboard/lib/tabs';
import { OverviewTab } from '@/features/dashboard/components/overview-tab';
import type { PublishedEvent } from '@/contract/organiser-lists';

describe('the organiser pages’ role table', () => {
  it('names the work of every page only a school member opens', () => {
    const schoolPages = Object.entries(guardedRoutes)
      .filter(([, access]) => access === DANCE_SCHOOL)
      .map(([path]) => path);
    expect(schoolPages.length).toBeGreaterThan(0);
    for (const path of schoolPages) expect(schoolAreaOf(path), path).not.toBeNull();
    expect(Object.keys(schoolRouteAreas).sort()).toEqual([...schoolPages].sort());
  });

  it('refuses the event editor to every role the server refuses its saving', () => {
    const allowed = teamRoles.filter((role) => roleMay(role, schoolAreaOf('/create-tickets')!));
    expect(allowed).toEqual(['owner', 'manager']);
    expect(schoolAreaOf('/create-tickets/')).toBe('events');
    expect(teamRoles.every((role) => roleMay(role, schoolAreaOf('/dashboard')!))).toBe(true);
  });
});

describe('the school acted for', () => {
  const schools = membershipsOf({
    data: [
      { organisationId: 'own', name: 'Own School', role: 'owner' },
      { organisationId: 'other', name: 'Other School', role: 'door' },
      { organisationId: 'odd', name: 'Odd', role: 'superuser' },
      null,
    ],
  });
  it('keeps only real memberships, and takes the one chosen on the device first', () => {
    expect(schools.map((school) => school.organisationId)).toEqual(['own', 'other']);
    expect(schoolActedFor(schools, 'other', 'own')?.role).toBe('door');
    expect(schoolActedFor(schools, null, 'own')?.role).toBe('owner');
    expect(schoolActedFor(schools, 'gone', null)?.organisationId).toBe('own');
    expect(membershipsOf({ data: 'nope' })).toEqual([]);
  });
});

describe('a page the role may not use', () => {
  it('says so, names the role, and links to what the role may use, with no form', () => {
    render(
      <MemoryRouter>
        <RoleRefused role="door" schoolName="Harbour Salsa" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status').textContent).toBe(ROLE_REFUSED_MESSAGE);
    expect(
      screen.getByText(/Your role in Harbour Salsa is Door\. It may use: the door scanner only\./),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Go to your door scanners' });
    expect(link.getAttribute('href')).toBe('/dashboard');
    expect(document.querySelector('form')).toBeNull();
  });
});

describe('where a member lands', () => {
  it('lands a door member on the event list with its scanners, everyone else on the Overview', () => {
    expect(landingTabFor('door')).toBe('ticketing');
    for (const role of ['owner', 'manager', 'finance', 'teacher'] as const)
      expect(landingTabFor(role)).toBe('overview');
    expect(landingTabFor(null)).toBe('overview');
    expect(tabFrom(null, landingTabFor('door'))).toBe('ticketing');
    expect(tabFrom('overview', landingTabFor('door'))).toBe('overview');
  });

  it('offers the door scanner of each event not over on the Overview of a member who works the door', () => {
    const event = (id: string, title: string, endsIn: number, state?: 'cancelled') =>
      ({
        id,
        eventId: `event-${id}`,
        eventDetails: {
          title,
          startDateTime: new Date(Date.now() + (endsIn - 4) * 3_600_000).toISOString(),
          endDateTime: new Date(Date.now() + endsIn * 3_600_000).toISOString(),
        },
        ...(state ? { eventState: state } : {}),
      }) as unknown as PublishedEvent;
    const published = [
      event('a', 'Friday Social', 5),
      event('b', 'Last Week', -100),
      event('c', 'Called Off', 50, 'cancelled'),
    ];
    const { unmount } = render(
      <MemoryRouter>
        <OverviewTab
          organisationId="org"
          drafts={undefined}
          published={published}
          mayEditEvents={false}
          mayWorkDoor
        />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link', { name: /^Door scanner:/ });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Door scanner: Friday Social', '/door/event-a'],
    ]);
    unmount();
    render(
      <MemoryRouter>
        <OverviewTab organisationId="org" drafts={[]} published={published} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('heading', { name: 'Door' })).toBeNull();
  });
});

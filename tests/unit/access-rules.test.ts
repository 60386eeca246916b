// Route guards, the post-login redirect order, and the header menu per role.
import { describe, expect, it } from 'vitest';
import type { Profile } from '@/contract/account';
import {
  guardRedirect,
  postLoginTarget,
  safeReturnPath,
  userFrom,
  type User,
} from '@/lib/auth/access-rules';
import { accessOf } from '@/lib/route-access';
import { menuItems } from '@/components/header/menu-links';
import { i18n } from '@/lib/i18n/i18n';

function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    accountId: 'a1',
    email: 'x@floorcraft.test',
    name: null,
    organisationId: null,
    organisationName: null,
    isDanceAficionado: false,
    canUploadEvents: false,
    isReviewAccount: false,
    location: null,
    deletionScheduledFor: null,
    ...overrides,
  };
}

const organiser = userFrom(
  { accountId: 'a1', email: 'o@x.test', organisationId: 'org1' },
  profile({ organisationId: 'org1' }),
);
const reviewer = userFrom(
  { accountId: 'a1', email: 'r@x.test', organisationId: 'org1' },
  profile({ organisationId: 'org1', isReviewAccount: true }),
);
const aficionado = userFrom(
  { accountId: 'a2', email: 'a@x.test' },
  profile({ isDanceAficionado: true, canUploadEvents: true }),
);
const dancer = userFrom({ accountId: 'a3', email: 'd@x.test' }, profile());

const target = (user: User, returnParam: string | null = null, socialConnect = false) =>
  postLoginTarget(user, { returnParam, accessOf, socialConnect });

describe('route guards', () => {
  it('sends visitors to /login with the return path', () => {
    expect(guardRedirect(null, accessOf('/dashboard'), '/dashboard?tab=settings')).toBe(
      '/login?return=%2Fdashboard%3Ftab%3Dsettings',
    );
    expect(guardRedirect(null, accessOf('/contact'), '/contact')).toBeNull();
  });

  it('lets each role in where it belongs', () => {
    for (const path of [
      '/dashboard',
      '/test-dashboard',
      '/create-tickets',
      '/facebook-integration',
    ]) {
      expect(guardRedirect(organiser, accessOf(path), path)).toBeNull();
    }
    expect(guardRedirect(aficionado, accessOf('/events'), '/events')).toBeNull();
    expect(guardRedirect(aficionado, accessOf('/uploads'), '/uploads')).toBeNull();
  });

  it('sends a signed-in user a guard refuses to /tickets, never back to /login', () => {
    expect(guardRedirect(dancer, accessOf('/uploads'), '/uploads')).toBe('/tickets');
    expect(guardRedirect(dancer, accessOf('/dashboard'), '/dashboard')).toBe('/tickets');
    expect(guardRedirect(aficionado, accessOf('/create-tickets'), '/create-tickets')).toBe(
      '/tickets',
    );
    expect(guardRedirect(organiser, accessOf('/events'), '/events')).toBe('/tickets');
  });
});

describe('post-login redirect (spec §4)', () => {
  it('honours a return path on this site only', () => {
    expect(safeReturnPath('%2Fcontact')).toBe('/contact');
    expect(safeReturnPath('/tickets?eventId=1')).toBe('/tickets?eventId=1');
    expect(safeReturnPath('https://evil.test')).toBeNull();
    expect(safeReturnPath('//evil.test')).toBeNull();
    expect(safeReturnPath('%E0%A4%A')).toBeNull();
    expect(target(dancer, '%2Ftickets%3FeventId%3D7')).toEqual({ path: '/tickets?eventId=7' });
  });

  it('follows the order: return, review account, organisation, uploads', () => {
    expect(target(organiser, '/contact')).toEqual({ path: '/contact' });
    expect(target(reviewer)).toEqual({ path: '/test-dashboard' });
    expect(target(organiser)).toEqual({ path: '/dashboard' });
    expect(target(organiser, null, true)).toEqual({
      path: '/dashboard',
      state: { connectFacebook: true, organisationId: 'org1' },
    });
    expect(target(aficionado)).toEqual({ path: '/uploads' });
  });

  it('never lands a user where the guard would refuse them', () => {
    expect(target(dancer)).toEqual({ path: '/tickets' });
    expect(target(dancer, '/dashboard')).toEqual({ path: '/tickets' });
  });
});

describe('header menu (spec §2)', () => {
  const labels = (user: User | null) => menuItems(user).map((item) => i18n._(item.label));

  it('shows visitors Home, How it Works, Events, Instructors, Local guides, Login, Contact', () => {
    expect(labels(null)).toEqual([
      'Home',
      'How it Works',
      'Events',
      'Instructors',
      'Local guides',
      'Login',
      'Contact',
    ]);
    expect(menuItems(null).find((item) => i18n._(item.label) === 'Events')).toMatchObject({
      to: '/tickets',
    });
  });

  it('gives organisation members Dashboard and others Events and My Tickets', () => {
    expect(labels(organiser)).toEqual([
      'Home',
      'How it Works',
      'Dashboard',
      'Instructors',
      'Local guides',
      'Logout',
      'Contact',
    ]);
    expect(labels(aficionado)).toEqual([
      'Home',
      'How it Works',
      'Uploads',
      'Events',
      'My Tickets',
      'Instructors',
      'Local guides',
      'Logout',
      'Contact',
    ]);
    expect(labels(dancer)).toEqual([
      'Home',
      'How it Works',
      'Events',
      'My Tickets',
      'Instructors',
      'Local guides',
      'Logout',
      'Contact',
    ]);
    expect(menuItems(dancer).find((item) => i18n._(item.label) === 'My Tickets')).toMatchObject({
      to: '/my-tickets',
    });
    expect(menuItems(aficionado).find((item) => i18n._(item.label) === 'Events')).toMatchObject({
      to: '/events',
    });
    expect(menuItems(dancer).find((item) => i18n._(item.label) === 'Events')).toMatchObject({
      to: '/tickets',
    });
  });

  it('leads everyone to the instructors', () => {
    for (const user of [null, organiser, aficionado, dancer])
      expect(menuItems(user).find((item) => i18n._(item.label) === 'Instructors')).toMatchObject({
        to: '/instructors',
      });
  });

  it('leads everyone to the local guides, signed-in accounts in the phone menu only', () => {
    const guides = (user: User | null) =>
      menuItems(user).find((item) => i18n._(item.label) === 'Local guides');
    expect(guides(null)).toEqual({ label: 'menu.guides', to: '/guides' });
    // Seven or eight entries already fill a wide header: wider screens use the footer's link.
    for (const user of [organiser, aficionado, dancer])
      expect(guides(user)).toEqual({ label: 'menu.guides', to: '/guides', phoneOnly: true });
  });
});

// The guard of every route in spec §2's route table (routes not listed are public), and the work
// each of the school's organiser pages is for.
import {
  CAN_UPLOAD_EVENTS,
  DANCE_AFICIONADO,
  DANCE_SCHOOL,
  PUBLIC,
  SIGNED_IN,
  type Access,
} from './auth/access-rules';
import type { TeamArea } from '@/contract/team-roles';

export const guardedRoutes: Readonly<Record<string, Access>> = {
  '/dashboard': DANCE_SCHOOL,
  '/test-dashboard': DANCE_SCHOOL,
  '/create-tickets': DANCE_SCHOOL,
  '/facebook-integration': DANCE_SCHOOL,
  '/events': DANCE_AFICIONADO,
  '/uploads': CAN_UPLOAD_EVENTS,
  // Not in the spec's route table: a dancer's tickets, and check-in at the door.
  '/my-tickets': SIGNED_IN,
  // A buyer's orders, and where Stripe's checkout sends them back.
  '/orders': SIGNED_IN,
  '/orders/return': SIGNED_IN,
  // A dancer's place on a role's waitlist (the offer e-mail links here).
  '/waitlist': SIGNED_IN,
  // An account's instructor profile and the sessions schools named it on.
  '/account/instructor': SIGNED_IN,
  // The private lessons a dancer booked with instructors.
  '/account/lessons': SIGNED_IN,
  // An account's local guide section (the application, or the guide's profile, picks and
  // messages), one received message, a guide's answer to the dancer, and the site
  // administrators' review queue.
  '/account/guide': SIGNED_IN,
  '/account/guide/messages/:id': SIGNED_IN,
  '/account/guide-answers/:id': SIGNED_IN,
  '/admin/guides': SIGNED_IN,
};

/**
 * The school's organiser pages with the work each is for (src/contract/team-roles.ts, the table
 * the server checks their calls against): a member whose role may not do that work is told so on
 * the page, which does not render its form.
 */
export const schoolRouteAreas: Readonly<Record<string, TeamArea>> = {
  '/dashboard': 'anyMember',
  '/test-dashboard': 'anyMember',
  '/create-tickets': 'events',
  '/facebook-integration': 'events',
};

export function schoolAreaOf(pathname: string): TeamArea | null {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return schoolRouteAreas[normalised] ?? null;
}

export function accessOf(pathname: string): Access {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return guardedRoutes[normalised] ?? PUBLIC;
}

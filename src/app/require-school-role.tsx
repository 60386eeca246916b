// The role guard of the school's organiser pages: a member whose role in the school acted for may
// not do the page's work (src/lib/route-access.ts's table, over the roles the server checks) reads
// so on the page, with the way to what the role may use, instead of a form the server would refuse.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  ROLE_REFUSED_MESSAGE,
  TEAM_ROLE_DESCRIPTIONS,
  TEAM_ROLE_LABELS,
  roleMay,
  type TeamArea,
  type TeamRole,
} from '@/contract/team-roles';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useAuth } from '@/lib/auth/auth-context';
import { useSchoolRole } from '@/lib/organisation/my-schools';

/** Where a role's work starts: the dashboard (a door member's lands on the event list's scanners). */
const WORK_LINKS: Record<TeamRole, string> = {
  owner: 'Go to your dashboard',
  manager: 'Go to your dashboard',
  finance: 'Go to your events’ sales',
  teacher: 'Go to your attendee lists',
  door: 'Go to your door scanners',
};

/** "The door scanner only." → "the door scanner only.", to follow "may use: ". */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export function RoleRefused({ role, schoolName }: { role: TeamRole; schoolName: string }) {
  return (
    <main className="page page-narrow">
      <h1>Not for your role</h1>
      <p className="alert alert-info" role="status">
        {ROLE_REFUSED_MESSAGE}
      </p>
      <p>
        Your role in {schoolName} is {TEAM_ROLE_LABELS[role]}. It may use:{' '}
        {lowerFirst(TEAM_ROLE_DESCRIPTIONS[role])}
      </p>
      <p>
        <Link className="button button-primary" to="/dashboard">
          {WORK_LINKS[role]}
        </Link>
      </p>
    </main>
  );
}

export function RequireSchoolRole({ area, children }: { area: TeamArea; children: ReactNode }) {
  const { organisationId } = useAuth();
  const { school, role, pending } = useSchoolRole(organisationId);
  if (pending) return <LoadingIndicator label="Checking your role…" />;
  // Not read (offline, or a school the list does not hold): the page decides, the server guards.
  if (!school || !role || roleMay(role, area)) return <>{children}</>;
  return <RoleRefused role={role} schoolName={school.name} />;
}

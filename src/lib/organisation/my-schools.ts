// The signed-in account's schools with its role in each (GET /api/v2/team/schools), and the one it
// acts for now: what the dashboard's tabs and every organiser page's role guard read (the role
// table itself is src/contract/team-roles.ts, the one the server checks). Read without zod, so the
// route guard in the first load does not carry the team's schemas.
import { useQuery } from '@tanstack/react-query';
import { teamRoles, type TeamRole } from '@/contract/team-roles';
import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/result';
import { currentSchool } from './current-school';

export interface SchoolMembership {
  organisationId: string;
  name: string;
  role: TeamRole;
}

export const mySchoolsKey = ['my-schools'] as const;

const isMembership = (entry: unknown): entry is SchoolMembership => {
  const candidate = entry as Partial<SchoolMembership> | null;
  return (
    typeof candidate?.organisationId === 'string' &&
    typeof candidate.name === 'string' &&
    (teamRoles as readonly unknown[]).includes(candidate.role)
  );
};

/** The answer's schools; anything not shaped as one is left out (it grants nothing). */
export function membershipsOf(body: unknown): SchoolMembership[] {
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data.filter(isMembership) : [];
}

export const useMySchools = (enabled = true) =>
  useQuery({
    queryKey: mySchoolsKey,
    queryFn: async () => membershipsOf(unwrap(await api.get('/api/v2/team/schools'))),
    enabled,
  });

/** The school chosen on this device, else the account's own, else the first it belongs to. */
export function schoolActedFor(
  schools: SchoolMembership[],
  chosen: string | null,
  own: string | null,
): SchoolMembership | undefined {
  return (
    schools.find((entry) => entry.organisationId === chosen) ??
    schools.find((entry) => entry.organisationId === own) ??
    schools[0]
  );
}

/** The school acted for and the role there; `pending` until the schools are read. */
export function useSchoolRole(ownSchool: string | null) {
  const schools = useMySchools(ownSchool !== null);
  const school = schools.data
    ? schoolActedFor(schools.data, currentSchool(), ownSchool)
    : undefined;
  return {
    schools: schools.data,
    school,
    role: school?.role ?? null,
    // Paused (no connection): not waited for, so a page that works offline still opens.
    pending: ownSchool !== null && schools.isPending && schools.fetchStatus !== 'paused',
    failed: schools.isError,
  };
}

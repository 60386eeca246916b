// The school a member of several acts for, kept on this device and sent with every call as the
// X-Floorcraft-School header (docs/team.md); none chosen: the account's own school.
import { SCHOOL_HEADER } from '@/contract/team-roles';

const KEY = 'floorcraft.currentSchool';

export function currentSchool(): string | null {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

export function chooseSchool(organisationId: string | null): void {
  try {
    if (organisationId) globalThis.localStorage?.setItem(KEY, organisationId);
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the account's own school is used.
  }
}

/** The header naming the chosen school, or none. */
export function schoolHeader(): Record<string, string> {
  const school = currentSchool();
  return school ? { [SCHOOL_HEADER]: school } : {};
}

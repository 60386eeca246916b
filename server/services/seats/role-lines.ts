// A selection's lines as the balance reads them: a type, a role ('' for a type without roles) and
// how many; and the places by role they add to a type.
import { NO_ROLE_COUNTS, type RoleCounts } from '../../../src/contract/partner-roles';
import type { RoleKey } from '../../db/schema';

export interface RoleLine {
  typeId: string;
  role: RoleKey;
  quantity: number;
  /** A class booked on its own (a class pass's drop-in): the line takes a place in that session
   * only, not in every session its type admits to. */
  sessionId?: string | null | undefined;
}

/** The places by role the lines add to one type; with `sessionId`, to that session of it. */
export function added(lines: RoleLine[], typeId: string, sessionId?: string): RoleCounts {
  const add = { ...NO_ROLE_COUNTS };
  for (const line of lines) {
    if (line.typeId !== typeId || !line.role) continue;
    if (sessionId && line.sessionId && line.sessionId !== sessionId) continue;
    add[line.role] += line.quantity;
  }
  return add;
}

// A selection's lines as the balance reads them: a type, a role ('' for a type without roles) and
// how many; and the places by role they add to a type.
import { NO_ROLE_COUNTS, type RoleCounts } from '../../../src/contract/partner-roles';
import type { RoleKey } from '../../db/schema';

export interface RoleLine {
  typeId: string;
  role: RoleKey;
  quantity: number;
}

/** The places by role the lines add to one type. */
export function added(lines: RoleLine[], typeId: string): RoleCounts {
  const add = { ...NO_ROLE_COUNTS };
  for (const line of lines)
    if (line.typeId === typeId && line.role) add[line.role] += line.quantity;
  return add;
}

// Partner-dance roles on a ticket type: Lead and Follow (names the school chooses), an optional
// Solo/Either role outside the balance, and the most one role may outnumber the other. The rule is
// pure, so the purchase page shows what the server will allow and the server decides with it.
import * as z from 'zod/mini';
import { emailAddress } from './email-address';
import { lazySchema } from './lazy-schema';
import { typedLine } from './typed-text';

export const DANCE_ROLES = ['lead', 'follow', 'solo'] as const;
export type DanceRole = (typeof DANCE_ROLES)[number];
export const MAX_IMBALANCE_LIMIT = 100;
export const DEFAULT_MAX_IMBALANCE = 2;

const roleNameField = (fallback: string) =>
  z._default(
    z
      .string()
      .check(
        ...typedLine('A role needs a name.'),
        z.minLength(1, 'A role needs a name.'),
        z.maxLength(40),
      ),
    fallback,
  );

export const partnerRolesSchema = lazySchema(() =>
  z.object({
    leadName: roleNameField('Lead'),
    followName: roleNameField('Follow'),
    /** Sell a third role (e.g. "Either") that counts against the quantity but not the balance. */
    soloName: z._default(z.nullable(z.string().check(...typedLine(), z.maxLength(40))), null),
    maxImbalance: z._default(
      z
        .number()
        .check(
          z.int('The maximum imbalance must be a whole number.'),
          z.gte(1, 'The maximum imbalance must be at least 1.'),
          z.lte(
            MAX_IMBALANCE_LIMIT,
            `The maximum imbalance must be at most ${MAX_IMBALANCE_LIMIT}.`,
          ),
        ),
      DEFAULT_MAX_IMBALANCE,
    ),
  }),
);
export type PartnerRoles = z.infer<typeof partnerRolesSchema>;

/** Seats taken by role: paid and held. */
export type RoleCounts = Record<DanceRole, number>;
export const NO_ROLE_COUNTS: RoleCounts = { lead: 0, follow: 0, solo: 0 };

export function roleName(roles: PartnerRoles, role: DanceRole): string {
  if (role === 'lead') return roles.leadName;
  if (role === 'follow') return roles.followName;
  return roles.soloName || 'Either';
}

/** The roles a buyer can pick for a type. */
export const rolesOffered = (roles: PartnerRoles): DanceRole[] =>
  roles.soloName ? ['lead', 'follow', 'solo'] : ['lead', 'follow'];

/**
 * How many more of `role` can be taken now, by the balance alone: a role can be bought while it
 * outnumbers the other by less than the maximum imbalance (seats left are the caller's to add).
 */
export function roomByBalance(counts: RoleCounts, role: DanceRole, maxImbalance: number): number {
  if (role === 'solo') return Number.POSITIVE_INFINITY;
  const other = role === 'lead' ? 'follow' : 'lead';
  return Math.max(0, maxImbalance - (counts[role] - counts[other]));
}

/**
 * Whether adding `add` keeps the balance: each role bought may leave it at most `maxImbalance`
 * ahead of the other — or, when it is already further ahead (the other role was refunded), no
 * further ahead than now. A couple (one of each) never changes the balance, so it is always allowed.
 */
export function balanceAllows(counts: RoleCounts, add: RoleCounts, maxImbalance: number): boolean {
  const before = counts.lead - counts.follow;
  const after = before + add.lead - add.follow;
  if (add.lead > 0 && after > Math.max(maxImbalance, before)) return false;
  if (add.follow > 0 && -after > Math.max(maxImbalance, -before)) return false;
  return true;
}

/** The words a buyer sees when a role is blocked by the balance. */
export function roleBlockedMessage(typeName: string, roles: PartnerRoles, role: DanceRole): string {
  const other = roleName(roles, role === 'lead' ? 'follow' : 'lead');
  return `"${typeName}": ${roleName(roles, role)} places are full until more ${other}s join.`;
}

/**
 * How many places of `role` a buyer may take while dancers wait for it: they go first, so a buyer
 * takes it only as half of a couple — no more of it than of the other role they chose.
 */
export function roomByQueue(waiting: RoleCounts, chosen: RoleCounts, role: DanceRole): number {
  if (role === 'solo' || waiting[role] === 0) return Number.POSITIVE_INFINITY;
  return chosen[role === 'lead' ? 'follow' : 'lead'];
}

/** The words a buyer sees when dancers are waiting for the role they chose. */
export const roleQueueMessage = (typeName: string, roles: PartnerRoles, role: DanceRole) =>
  `"${typeName}": ${roleName(roles, role)} places go to the waitlist first.`;

/** A ticket's name with its role: "Workshop pass · Leader". */
export const withRoleName = (typeName: string, roleName: string | null | undefined) =>
  roleName ? `${typeName} · ${roleName}` : typeName;

/**
 * What each role of a type has left, for the event page: "Workshop — Leader: 4 left · Follower:
 * full for now". `left` is the type's seats left; the solo role is bounded by seats alone. A role
 * dancers wait for says so: its places go to them first, so none is promised to a new buyer.
 */
export function roleAvailabilityText(
  typeName: string,
  roles: PartnerRoles,
  taken: RoleCounts,
  left: number,
  waiting: RoleCounts = NO_ROLE_COUNTS,
): string {
  const parts = rolesOffered(roles).map((role) => {
    const room = Math.min(left, roomByBalance(taken, role, roles.maxImbalance));
    const state =
      role !== 'solo' && waiting[role] > 0
        ? `${waiting[role]} on the waitlist`
        : room > 0
          ? `${room} left`
          : 'full for now';
    return `${roleName(roles, role)}: ${state}`;
  });
  return `${typeName} — ${parts.join(' · ')}`;
}

/**
 * A couple's partner: they dance `role` (the buyer the other), get that ticket in their own name
 * and an e-mail, and carry it in My Tickets once they sign in with this address.
 */
export const partnerSchema = lazySchema(() =>
  z.object({
    name: z
      .string()
      .check(
        ...typedLine("Please enter your partner's name."),
        z.minLength(1, "Please enter your partner's name."),
        z.maxLength(120, "Your partner's name is too long."),
      ),
    email: emailAddress("Please enter your partner's e-mail address.", 'Email is too long.'),
    role: z.enum(['lead', 'follow'], 'role must be lead or follow.'),
  }),
);
export type Partner = z.infer<typeof partnerSchema>;

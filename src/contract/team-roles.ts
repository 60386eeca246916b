// The roles a school's member may hold and what each may do: the sets the server checks every
// organiser route against and the dashboard hides what a role cannot use by, and the header that
// names the school a request is for. Without zod, so the first load (the header, the school
// chooser) can read them without loading the team's schemas (src/contract/team.ts).
export const teamRoles = ['owner', 'manager', 'finance', 'teacher', 'door'] as const;
export type TeamRole = (typeof teamRoles)[number];

export const TEAM_ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  finance: 'Finance',
  teacher: 'Teacher',
  door: 'Door',
};

export const TEAM_ROLE_DESCRIPTIONS: Record<TeamRole, string> = {
  owner: 'Everything, including payouts and the team.',
  manager: 'Everything but payouts and the team.',
  finance: 'Sales, refunds and exports.',
  teacher: 'Attendee lists.',
  door: 'The door scanner only.',
};

/**
 * What an invitation asks a person to do, after "to join {school} on Floorcraft" — the role in
 * words, not its label ("to run the door", never "as Door").
 */
export const TEAM_ROLE_INVITATIONS: Record<TeamRole, string> = {
  owner: 'as an owner, with everything in your hands, payouts and the team included',
  manager:
    'as a manager, to run its events, tickets and sales (everything but payouts and the team)',
  finance: 'to look after its sales, refunds and exports',
  teacher: 'as a teacher, to see the attendee lists of the classes you teach',
  door: 'to run the door with the scanner',
};

/**
 * What a school's work is split into; every organiser route declares one of these. Each names
 * the roles allowed, so the server's check and the dashboard's menu read the same list.
 */
export const rolesFor = {
  /** Payouts: the Stripe account, onboarding. */
  payouts: ['owner'],
  /** The team: members, invitations. */
  team: ['owner'],
  /** Events, tickets, the wizard, codes, comps, messages, passes, settings, Facebook, imports. */
  events: ['owner', 'manager'],
  /** Sales, refunds, refund requests, sales over time, the orders export. */
  sales: ['owner', 'manager', 'finance'],
  /** The attendee list (a teacher's: the sessions they teach only, see sales-reports.ts). */
  attendees: ['owner', 'manager', 'finance', 'teacher'],
  /** Admitting people: the door scanner, checking in by hand. */
  door: ['owner', 'manager', 'door'],
  /** The school's list of events, which every screen starts from. */
  anyMember: ['owner', 'manager', 'finance', 'teacher', 'door'],
} as const satisfies Record<string, readonly TeamRole[]>;
export type TeamArea = keyof typeof rolesFor;

export const roleMay = (role: TeamRole | null | undefined, area: TeamArea): boolean =>
  role != null && (rolesFor[area] as readonly TeamRole[]).includes(role);

/** The server's refusal of a member whose role may not do what was asked, and the page's. */
export const ROLE_REFUSED_MESSAGE = 'Your role in this school does not allow this.';

/** The request header naming the school a signed-in member acts for (its id). */
export const SCHOOL_HEADER = 'x-floorcraft-school';

// A school's team: the roles a member may hold, what each role may do (the server checks every
// organiser route against these sets; the dashboard hides what a role cannot use), the header that
// names the school a request is for, and the shapes of members and invitations.
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

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

/** The request header naming the school a signed-in member acts for (its id). */
export const SCHOOL_HEADER = 'x-floorcraft-school';

export const ROLE_REFUSED_MESSAGE = 'Your role in this school does not allow this.';
export const NOT_A_MEMBER_MESSAGE = 'You are not a member of this school.';
export const LAST_OWNER_MESSAGE =
  'A school needs at least one owner. Make someone else an owner first.';
export const INVITATION_SENT_MESSAGE = 'Invitation sent.';
export const INVITATION_DAYS = 7;
export const MAX_INVITATIONS_PER_HOUR = 20;

export const teamRoleSchema = lazySchema(() =>
  z.enum(teamRoles, 'role must be owner, manager, finance, teacher or door.'),
);

export const inviteRequestSchema = lazySchema(() =>
  z.object({
    email: z
      .pipe(
        z.string().check(z.trim(), z.maxLength(254, 'The e-mail address is too long.')),
        z.email('Please enter a valid e-mail address.'),
      )
      .check(z.toLowerCase()),
    role: teamRoleSchema,
  }),
);
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

export const roleChangeSchema = lazySchema(() => z.object({ role: teamRoleSchema }));

export const acceptInvitationSchema = lazySchema(() =>
  z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
);

export const memberParamsSchema = lazySchema(() =>
  z.object({ accountId: z.uuid('accountId must be an id.') }),
);
export const invitationParamsSchema = lazySchema(() =>
  z.object({ invitationId: z.uuid('invitationId must be an id.') }),
);

export const teamMemberSchema = lazySchema(() =>
  z.object({
    accountId: z.string(),
    email: z.string(),
    name: z.nullable(z.string()),
    role: teamRoleSchema,
    joinedAt: z.string(),
  }),
);
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    role: teamRoleSchema,
    invitedBy: z.nullable(z.string()),
    expiresAt: z.string(),
  }),
);
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamResponseSchema = lazySchema(() =>
  z.object({
    data: z.object({
      members: z.array(teamMemberSchema),
      invitations: z.array(teamInvitationSchema),
    }),
  }),
);
export type Team = z.infer<typeof teamResponseSchema>['data'];

/** The schools the signed-in account belongs to, with its role in each. */
export const mySchoolSchema = lazySchema(() =>
  z.object({ organisationId: z.string(), name: z.string(), role: teamRoleSchema }),
);
export type MySchool = z.infer<typeof mySchoolSchema>;
export const mySchoolsResponseSchema = lazySchema(() =>
  z.object({ data: z.array(mySchoolSchema) }),
);

/** What an invitation link shows before it is accepted. */
export const invitationPreviewSchema = lazySchema(() =>
  z.object({
    data: z.object({
      schoolName: z.string(),
      email: z.string(),
      role: teamRoleSchema,
      expiresAt: z.string(),
    }),
  }),
);
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>['data'];

export const acceptedInvitationSchema = lazySchema(() =>
  z.object({ data: z.object({ organisationId: z.string(), role: teamRoleSchema }) }),
);

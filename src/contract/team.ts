// A school's team: the shapes of members and invitations and the team's messages; the roles and
// what each may do are team-roles.ts's, re-exported here.
import * as z from 'zod/mini';
import { emailAddress } from './email-address';
import { lazySchema } from './lazy-schema';
import { teamRoles } from './team-roles';

export * from './team-roles';

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
    email: emailAddress('Please enter a valid e-mail address.', 'The e-mail address is too long.'),
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

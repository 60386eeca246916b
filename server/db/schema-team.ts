// Table types of a school's team: members with their roles, and invitations (migration 0040).
import type { Generated } from 'kysely';
import type { TeamRole } from '../../src/contract/team';
import type { CreatedAt, NullableTimestamp, Timestamp } from './schema-columns';

export interface OrganisationMemberTable {
  organisation_id: string;
  account_id: string;
  role: TeamRole;
  joined_at: Generated<Date>;
}

export interface TeamInvitationTable {
  id: string;
  organisation_id: string;
  email: string;
  role: TeamRole;
  token_hash: string;
  invited_by_account_id: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

export interface TeamTables {
  organisation_members: OrganisationMemberTable;
  team_invitations: TeamInvitationTable;
}

// Partner roles (a lead/follow balance) as the wizard's inputs hold them, for a ticket type or a
// session, and their conversion to and from the contract's roles.
import { DEFAULT_MAX_IMBALANCE, type PartnerRoles } from '@/contract/partner-roles';

/** A typed number, or the fallback when blank or unreadable. */
export const numberOr = (value: string, fallback: number) =>
  value.trim() === '' || !Number.isFinite(Number(value)) ? fallback : Number(value);

export interface RoleFields {
  leadName: string;
  followName: string;
  /** Empty: no third role. */
  soloName: string;
  maxImbalance: string;
}

export const defaultRoleFields = (): RoleFields => ({
  leadName: 'Lead',
  followName: 'Follow',
  soloName: '',
  maxImbalance: String(DEFAULT_MAX_IMBALANCE),
});

export function roleFieldsOf(roles: PartnerRoles | null): RoleFields | null {
  if (!roles) return null;
  return {
    leadName: roles.leadName,
    followName: roles.followName,
    soloName: roles.soloName ?? '',
    maxImbalance: String(roles.maxImbalance),
  };
}

export function rolesOf(fields: RoleFields | null | undefined): PartnerRoles | null {
  if (!fields) return null;
  return {
    leadName: fields.leadName,
    followName: fields.followName,
    soloName: fields.soloName.trim() || null,
    maxImbalance: Math.round(numberOr(fields.maxImbalance, DEFAULT_MAX_IMBALANCE)),
  };
}

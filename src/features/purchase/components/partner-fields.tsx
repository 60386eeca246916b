// A couple's partner on the purchase form: shown once a place of each role of one ticket is
// chosen. Filled in, the partner's ticket is in their name, e-mailed to them, and theirs in My
// Tickets when they sign in with that address.
import type { PartnerRoles } from '@/contract/partner-roles';
import type { PartnerDraft } from '../lib/purchase-rules';

interface Props {
  roles: PartnerRoles;
  partner: PartnerDraft;
  disabled: boolean;
  onChange: (partner: PartnerDraft) => void;
}

export function PartnerFields({ roles, partner, disabled, onChange }: Props) {
  const set = (patch: Partial<PartnerDraft>) => onChange({ ...partner, ...patch });
  return (
    <fieldset className="card partner-fields" disabled={disabled}>
      <legend>Coming as a couple?</legend>
      <p className="muted">
        Add your partner and their ticket is in their name: we e-mail it to them, and it is in their
        My Tickets when they sign in with that address. Leave empty to carry both tickets yourself.
      </p>
      <div className="field">
        <label htmlFor="partner-name">Partner’s name</label>
        <input
          id="partner-name"
          autoComplete="off"
          value={partner.name}
          onChange={(event) => set({ name: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="partner-email">Partner’s e-mail</label>
        <input
          id="partner-email"
          type="email"
          autoComplete="off"
          value={partner.email}
          onChange={(event) => set({ email: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="partner-role">Your partner dances</label>
        <select
          id="partner-role"
          value={partner.role}
          onChange={(event) => set({ role: event.target.value as PartnerDraft['role'] })}
        >
          <option value="follow">{roles.followName}</option>
          <option value="lead">{roles.leadName}</option>
        </select>
      </div>
    </fieldset>
  );
}

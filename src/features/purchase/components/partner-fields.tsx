// A couple's partner on the purchase form: shown once a place of each role of one ticket is
// chosen. Filled in, the partner's ticket is in their name, e-mailed to them, and theirs in My
// Tickets when they sign in with that address.
import { useI18n } from '@/lib/i18n/use-i18n';
import type { PartnerRoles } from '@/contract/partner-roles';
import type { PartnerDraft } from '../lib/purchase-rules';

interface Props {
  roles: PartnerRoles;
  partner: PartnerDraft;
  disabled: boolean;
  onChange: (partner: PartnerDraft) => void;
}

export function PartnerFields({ roles, partner, disabled, onChange }: Props) {
  const i18n = useI18n();
  const set = (patch: Partial<PartnerDraft>) => onChange({ ...partner, ...patch });
  return (
    <fieldset className="card partner-fields" disabled={disabled}>
      <legend>{i18n._('purchase.partner')}</legend>
      <p className="muted">{i18n._('purchase.partner.hint')}</p>
      <div className="field">
        <label htmlFor="partner-name">{i18n._('purchase.partner.name')}</label>
        <input
          id="partner-name"
          autoComplete="off"
          value={partner.name}
          onChange={(event) => set({ name: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="partner-email">{i18n._('purchase.partner.email')}</label>
        <input
          id="partner-email"
          type="email"
          autoComplete="off"
          value={partner.email}
          onChange={(event) => set({ email: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="partner-role">{i18n._('purchase.partner.role')}</label>
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

// A ticket type's partner roles in Ticket Setup: off for seats only; on, Lead and Follow names, an
// optional third role outside the balance, and how far one role may outnumber the other.
import { MAX_IMBALANCE_LIMIT } from '@/contract/partner-roles';
import { defaultRoleFields, type RoleFields as Fields } from '../lib/wizard-form';
import { TextField } from '@/components/text-field';

interface Props {
  idOf: (field: string) => string;
  roles: Fields | null;
  onChange: (roles: Fields | null) => void;
}

export function RoleFields({ idOf, roles, onChange }: Props) {
  const set = (patch: Partial<Fields>) => roles && onChange({ ...roles, ...patch });
  return (
    <div className="role-fields">
      <label className="checkbox" htmlFor={idOf('roles')}>
        <input
          id={idOf('roles')}
          type="checkbox"
          checked={roles !== null}
          onChange={(event) => onChange(event.target.checked ? defaultRoleFields() : null)}
        />
        Partner roles: balance leads and follows
      </label>
      {roles && (
        <>
          <div className="wizard-row">
            <TextField
              id={idOf('lead-name')}
              label="First role"
              required
              value={roles.leadName}
              onValue={(leadName) => set({ leadName })}
            />
            <TextField
              id={idOf('follow-name')}
              label="Second role"
              required
              value={roles.followName}
              onValue={(followName) => set({ followName })}
            />
            <TextField
              id={idOf('max-imbalance')}
              label="Maximum imbalance"
              type="number"
              min={1}
              max={MAX_IMBALANCE_LIMIT}
              step={1}
              required
              value={roles.maxImbalance}
              onValue={(maxImbalance) => set({ maxImbalance })}
            />
          </div>
          <TextField
            id={idOf('solo-name')}
            label="Role outside the balance (optional, e.g. Either)"
            value={roles.soloName}
            onValue={(soloName) => set({ soloName })}
          />
          <p className="role-fields__hint">
            A role can be bought while it outnumbers the other by less than the maximum imbalance; a
            couple (one of each) can always join.
          </p>
        </>
      )}
    </div>
  );
}

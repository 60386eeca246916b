// A role-based type's balance in Sales: seats by role (paid, and held while buyers pay), a bar of
// the two partner roles side by side, how far apart they are against the type's maximum, and how
// many wait for each role.
import { roleName, type DanceRole } from '@/contract/partner-roles';
import type { Attendees } from '@/contract/attendees';

type Balance = Attendees['roleBalance'][number];

function countText(balance: Balance, role: DanceRole) {
  const paid = balance.paid[role];
  const held = balance.held[role];
  return `${roleName(balance.roles, role)}: ${paid}${held > 0 ? ` + ${held} paying now` : ''}`;
}

function gapText(balance: Balance) {
  const lead = balance.paid.lead + balance.held.lead;
  const follow = balance.paid.follow + balance.held.follow;
  const max = balance.roles.maxImbalance;
  if (lead === follow) return `Balanced (at most ${max} apart)`;
  const ahead = lead > follow ? 'lead' : 'follow';
  return `${roleName(balance.roles, ahead)}s ahead by ${Math.abs(lead - follow)} (at most ${max})`;
}

export function RoleBalance({ balances }: { balances: Balance[] }) {
  if (balances.length === 0) return null;
  return (
    <section className="role-balance" aria-label="Partner roles">
      {balances.map((balance) => {
        const lead = balance.paid.lead + balance.held.lead;
        const follow = balance.paid.follow + balance.held.follow;
        const leadShare = lead + follow === 0 ? 50 : (lead / (lead + follow)) * 100;
        return (
          <div key={balance.ticketType} className="role-balance__type">
            <h4>{balance.name}</h4>
            <div className="role-balance__bar" aria-hidden="true">
              <span style={{ width: `${leadShare}%` }} />
            </div>
            <p>
              {countText(balance, 'lead')} · {countText(balance, 'follow')}
              {balance.roles.soloName ? ` · ${countText(balance, 'solo')}` : ''}
            </p>
            <p className="muted">{gapText(balance)}</p>
            {balance.waiting.lead + balance.waiting.follow > 0 && (
              <p>
                Waitlist: {roleName(balance.roles, 'lead')} {balance.waiting.lead} ·{' '}
                {roleName(balance.roles, 'follow')} {balance.waiting.follow}
              </p>
            )}
          </div>
        );
      })}
    </section>
  );
}

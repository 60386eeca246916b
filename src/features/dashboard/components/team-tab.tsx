// The Team tab (owners): the school's members with their roles, open invitations, inviting by
// e-mail with a role, changing a role and removing a member.
import { dateFormat } from '@/contract/date-formats';
import { useState, type FormEvent } from 'react';
import {
  TEAM_ROLE_DESCRIPTIONS,
  TEAM_ROLE_LABELS,
  teamRoles,
  type TeamRole,
} from '@/contract/team';
import { failureMessage, messageOf, type ApiResult } from '@/lib/api/result';
import {
  useChangeRole,
  useInvite,
  useRemoveMember,
  useRevokeInvitation,
  useTeam,
} from '../api/team';

function RoleSelect(props: {
  id: string;
  label: string;
  value: TeamRole;
  onChange: (role: TeamRole) => void;
}) {
  return (
    <select
      id={props.id}
      className="input"
      aria-label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as TeamRole)}
    >
      {teamRoles.map((role) => (
        <option key={role} value={role}>
          {TEAM_ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}

export function TeamTab({ organisationId }: { organisationId: string }) {
  const team = useTeam(organisationId);
  const invite = useInvite(organisationId);
  const changeRole = useChangeRole(organisationId);
  const remove = useRemoveMember(organisationId);
  const revoke = useRevokeInvitation(organisationId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('teacher');
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const report = (result: ApiResult<unknown>, done: string) =>
    setNotice(
      result.ok
        ? { ok: true, text: done }
        : { ok: false, text: failureMessage(result, 'That did not work. Please try again.') },
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await invite.mutateAsync({ email, role });
    report(result, `Invitation sent to ${email}.`);
    if (result.ok) setEmail('');
  };

  if (team.isPending) return <p role="status">Loading the team…</p>;
  if (team.isError)
    return (
      <p className="alert alert-error" role="alert">
        {messageOf(team.error, 'The team could not be loaded.')}
      </p>
    );

  return (
    <section className="team" aria-labelledby="team-heading">
      <h2 id="team-heading">Team</h2>
      {notice && (
        <p className={`alert ${notice.ok ? 'alert-success' : 'alert-error'}`} role="status">
          {notice.text}
        </p>
      )}
      <ul className="team__members">
        {team.data.members.map((member) => (
          <li key={member.accountId} className="card team__member">
            <p>
              <strong>{member.name ?? member.email}</strong>
              {member.name && <span className="muted"> · {member.email}</span>}
            </p>
            <div className="button-row">
              <RoleSelect
                id={`role-${member.accountId}`}
                label={`Role of ${member.email}`}
                value={member.role}
                onChange={(next) =>
                  void changeRole
                    .mutateAsync({ accountId: member.accountId, role: next })
                    .then((result) =>
                      report(result, `${member.email} is now ${TEAM_ROLE_LABELS[next]}.`),
                    )
                }
              />
              <button
                type="button"
                className="button button-secondary"
                aria-label={`Remove ${member.email}`}
                onClick={() =>
                  void remove
                    .mutateAsync(member.accountId)
                    .then((result) => report(result, `${member.email} was removed.`))
                }
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ul>

      {team.data.invitations.length > 0 && (
        <>
          <h3>Invitations</h3>
          <ul className="team__members">
            {team.data.invitations.map((invitation) => (
              <li key={invitation.id} className="card team__member">
                <p>
                  <strong>{invitation.email}</strong> · {TEAM_ROLE_LABELS[invitation.role]}
                  <span className="muted">
                    {' '}
                    · until{' '}
                    {dateFormat({ dateStyle: 'medium' }).format(new Date(invitation.expiresAt))}
                  </span>
                </p>
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={`Withdraw the invitation to ${invitation.email}`}
                  onClick={() =>
                    void revoke
                      .mutateAsync(invitation.id)
                      .then((result) => report(result, 'Invitation withdrawn.'))
                  }
                >
                  Withdraw
                </button>
              </li>
            ))}
          </ul>
        </>
      )}

      <form className="card team__invite" onSubmit={(event) => void submit(event)}>
        <h3>Invite someone</h3>
        <label htmlFor="invite-email">E-mail</label>
        <input
          id="invite-email"
          className="input"
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label htmlFor="invite-role">Role</label>
        <RoleSelect id="invite-role" label="Role" value={role} onChange={setRole} />
        <p className="muted">{TEAM_ROLE_DESCRIPTIONS[role]}</p>
        <button type="submit" className="button button-primary" disabled={invite.isPending}>
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </button>
      </form>
    </section>
  );
}

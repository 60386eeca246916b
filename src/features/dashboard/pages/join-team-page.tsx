// /team/join/{token}: an e-mailed invitation to a school's team. Shows the school and the role;
// a visitor signs in (or registers) with the invited address first — both forms open with it filled
// in — and comes back here.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { TEAM_ROLE_INVITATIONS, TEAM_ROLE_LABELS } from '@/contract/team';
import { messageOf } from '@/lib/api/result';
import { useAuth } from '@/lib/auth/auth-context';
import { refreshAccessToken } from '@/lib/auth/refresh-access-token';
import { chooseSchool } from '@/lib/organisation/current-school';
import { acceptInvitation, useInvitation } from '../api/team';

export function JoinTeamPage() {
  const { token = '' } = useParams();
  const { authenticated, user } = useAuth();
  const invitation = useInvitation(token);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const back = encodeURIComponent(`/team/join/${token}`);
  // The invited address, filled in on the sign-in and registration forms (still editable there).
  const withEmail = invitation.data ? `&email=${encodeURIComponent(invitation.data.email)}` : '';

  const accept = async () => {
    setBusy(true);
    const answer = await acceptInvitation(token);
    setBusy(false);
    if ('organisationId' in answer) {
      chooseSchool(answer.organisationId);
      await refreshAccessToken();
      // A full load: the session in memory still holds the old token's school (none, for a new
      // member), so the dashboard's guard sent a new member to the home page instead.
      window.location.assign('/dashboard');
    } else setFailure(messageOf(answer, 'The invitation could not be accepted.'));
  };

  return (
    <main className="page narrow">
      <h1>Join a team</h1>
      {invitation.isPending && <p role="status">Loading the invitation…</p>}
      {invitation.isError && (
        <p className="alert alert-error" role="alert">
          {messageOf(invitation.error, 'This invitation link is not valid.')}
        </p>
      )}
      {invitation.data && (
        <div className="card">
          <p>
            <strong>{invitation.data.schoolName}</strong> invites {invitation.data.email} to join
            its team {TEAM_ROLE_INVITATIONS[invitation.data.role]} (role:{' '}
            <strong>{TEAM_ROLE_LABELS[invitation.data.role]}</strong>).
          </p>
          {failure && (
            <p className="alert alert-error" role="alert">
              {failure}
            </p>
          )}
          {authenticated ? (
            <>
              {user?.email && user.email.toLowerCase() !== invitation.data.email && (
                <p className="muted">You are signed in as {user.email}.</p>
              )}
              <button
                type="button"
                className="button button-primary"
                disabled={busy}
                onClick={() => void accept()}
              >
                {busy ? 'Joining…' : 'Accept the invitation'}
              </button>
            </>
          ) : (
            <p>
              <Link className="button button-primary" to={`/login?return=${back}${withEmail}`}>
                Sign in to accept
              </Link>{' '}
              <Link to={`/register?return=${back}${withEmail}`}>Create an account</Link>
            </p>
          )}
        </div>
      )}
    </main>
  );
}

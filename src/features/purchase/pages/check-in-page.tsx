// /check-in/:token: the event's QR at the door, while the door is open (from 2 hours before the
// start to the end). A signed-in dancer with one ticket is checked in; holding several, they are
// asked how many of them are coming in; a second scan says when; without a ticket they are offered
// the purchase page. Visitors sign in first. Needs the network: offline it says so.
import { useEffect, useRef } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { LoadingIndicator } from '@/components/loading-indicator';
import { failureMessage } from '@/lib/api/result';
import { useAuth } from '@/lib/auth/auth-context';
import { useOnlineStatus } from '@/lib/use-online-status';
import { useCheckIn } from '../api/check-in';
import { CheckInCount } from '../components/check-in-count';
import { CheckInOutcome } from '../components/check-in-outcome';

export function CheckInPage() {
  const { token = '' } = useParams();
  const { authenticated, initialised } = useAuth();
  const location = useLocation();
  const online = useOnlineStatus();
  const checkIn = useCheckIn();
  const sent = useRef(false);

  useEffect(() => {
    if (!initialised || !authenticated || !online || sent.current) return;
    sent.current = true;
    checkIn.mutate({ token });
  }, [initialised, authenticated, online, token, checkIn]);

  if (initialised && !authenticated)
    return <Navigate to={`/login?return=${encodeURIComponent(location.pathname)}`} replace />;
  if (!online)
    return (
      <main className="page page-narrow">
        <h1>Check-in</h1>
        <p className="alert alert-error" role="alert">
          You are offline. Checking in needs a connection: connect and scan again.
        </p>
      </main>
    );
  const result = checkIn.data;
  if (!result) return <LoadingIndicator label="Checking you in…" />;
  return (
    <main className="page page-narrow">
      <h1>Check-in</h1>
      {result.ok && result.data.status === 'choose-count' ? (
        <CheckInCount
          eventTitle={result.data.eventTitle}
          remaining={result.data.remaining}
          busy={checkIn.isPending}
          onChoose={(count) => checkIn.mutate({ token, count })}
        />
      ) : result.ok ? (
        <CheckInOutcome result={result.data} />
      ) : (
        <>
          <p className="alert alert-error" role="alert">
            {failureMessage(result, 'Check-in failed. Please try again.')}
          </p>
          <Link className="button button-secondary" to="/my-tickets">
            My Tickets
          </Link>
        </>
      )}
    </main>
  );
}

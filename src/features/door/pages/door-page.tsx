// /door/{eventId}: the door scanner for the school's members, or for a helper who opened a door
// link (its PIN first). The link's secret leaves the address bar at once.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useAuth } from '@/lib/auth/auth-context';
import { DoorPinForm } from '../components/door-pin-form';
import { DoorScanner } from '../components/door-scanner';
import {
  doorLinkInHash,
  doorSessionFor,
  endDoorSession,
  keepDoorSession,
} from '../lib/door-device';
import { forgetDoor } from '../lib/door-store';
import '../components/door.css';

export function DoorPage() {
  const eventId = useParams().eventId ?? '';
  const { user, loading } = useAuth();
  const [link] = useState(() => doorLinkInHash(window.location.hash));
  const [session, setSession] = useState(() => doorSessionFor(eventId));

  useEffect(() => {
    if (window.location.hash)
      window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);

  if (link && !session)
    return (
      <DoorPinForm
        link={link}
        onOpened={(opened) => {
          keepDoorSession(opened);
          setSession(opened);
        }}
      />
    );
  if (session)
    return (
      <DoorScanner
        key={session.token}
        eventId={eventId}
        bearer={session.token}
        isOrganiser={false}
        onLeave={() => {
          endDoorSession(eventId);
          void forgetDoor(eventId);
          setSession(null);
        }}
      />
    );
  if (loading) return <LoadingIndicator label="Loading…" />;
  if (user?.organisationId) return <DoorScanner eventId={eventId} isOrganiser />;
  return (
    <main className="page page-narrow">
      <h1>Door scanner</h1>
      <p>
        The door scanner is for the school running this event and its door helpers. Open the door
        link the organiser sent you, or{' '}
        <Link to={`/login?return=${encodeURIComponent(`/door/${eventId}`)}`}>sign in</Link> as the
        school.
      </p>
    </main>
  );
}

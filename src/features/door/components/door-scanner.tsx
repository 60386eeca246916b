// The scanner screen of one event's door: status and counts, the camera, selling at the door,
// entry by hand, the last scans, and (for the school) door helpers; each scan's answer across the
// whole screen. At a festival the device checks one session at a time: the one running now unless
// the door chose another (kept on the device for the event).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { LoadingIndicator } from '@/components/loading-indicator';
import { NOT_YOUR_DOOR } from '@/contract/door-messages';
import type { StoredScan } from '@/lib/offline/offline-db';
import { useDoorEngine } from '../hooks/use-door-engine';
import { doorDevice, renameDoorDevice } from '../lib/door-device';
import type { ScanInput } from '../lib/door-scan-lines';
import { sessionRunningNow } from '../lib/door-rules';
import { signalOutcome } from '../lib/feedback';
import { CameraPanel } from './camera-panel';
import { CodeEntry } from './code-entry';
import { DoorHelpers } from './door-helpers';
import { DoorSaleButton } from './door-sale-button';
import { DoorStatus } from './door-status';
import { RecentScans } from './recent-scans';
import { ScanResultOverlay } from './scan-result-overlay';
import { waitsForNextScan } from '../lib/door-result';
import { DoorAddOns } from './door-add-ons';
import { DoorAnswers } from './door-answers';
import { SessionPicker } from './session-picker';

interface Props {
  eventId: string;
  bearer?: string;
  isOrganiser: boolean;
  onLeave?: () => void;
}

/** undefined: never chosen on this device (the session running now is taken); null: whole event. */
type SessionChoice = string | null | undefined;

const choiceKey = (eventId: string) => `floorcraft.door-session.${eventId}`;

function keptChoice(eventId: string): SessionChoice {
  const kept = localStorage.getItem(choiceKey(eventId));
  return kept === null ? undefined : kept === 'event' ? null : kept;
}

export function DoorScanner(props: Props) {
  const { eventId } = props;
  const [choice, setChoice] = useState<SessionChoice>(() => keptChoice(eventId));
  const choose = useCallback(
    (sessionId: string | null, keep = true) => {
      if (keep) localStorage.setItem(choiceKey(eventId), sessionId ?? 'event');
      setChoice(sessionId);
    },
    [eventId],
  );
  return (
    <DoorScreen
      key={choice ?? 'event'}
      {...props}
      sessionId={choice ?? null}
      chosen={choice !== undefined}
      onChoose={choose}
    />
  );
}

interface ScreenProps extends Props {
  sessionId: string | null;
  chosen: boolean;
  onChoose: (sessionId: string | null, keep?: boolean) => void;
}

function DoorScreen({
  eventId,
  bearer,
  isOrganiser,
  onLeave,
  sessionId,
  chosen,
  onChoose,
}: ScreenProps) {
  const { engine, snapshot, started } = useDoorEngine(eventId, bearer, sessionId);
  // A copy kept before doors had sessions has none.
  const sessions = useMemo(() => snapshot.event?.sessions ?? [], [snapshot.event]);

  useEffect(() => {
    // A festival's door opened for the first time on this device: the session running now.
    if (chosen || sessionId || sessions.length < 2) return;
    const now = sessionRunningNow(sessions);
    if (now) onChoose(now.id, false);
  }, [chosen, sessionId, sessions, onChoose]);
  const [shown, setShown] = useState<StoredScan | null>(null);
  const [deviceName, setDeviceName] = useState(() => doorDevice().name);
  const [busy, setBusy] = useState(false);

  const scan = useCallback(
    async (input: ScanInput) => {
      if (busy) return;
      setBusy(true);
      try {
        const result = await engine.scan(input);
        signalOutcome(result.outcome);
        setShown(result);
      } finally {
        setBusy(false);
      }
    },
    [engine, busy],
  );
  const done = useCallback(() => setShown(null), []);

  if (snapshot.access)
    return (
      <main className="page page-narrow">
        <h1>Door scanner</h1>
        <p className="alert alert-error" role="alert">
          {snapshot.access === 'ended'
            ? 'This door session has ended. Ask the organiser for a new door link.'
            : NOT_YOUR_DOOR}
        </p>
      </main>
    );
  if (!snapshot.event)
    return started ? (
      <main className="page page-narrow">
        <h1>Door scanner</h1>
        <p className="alert alert-error" role="alert">
          The door list could not be loaded. Connect to the internet once to download it; after that
          the scanner works with no signal.
        </p>
      </main>
    ) : (
      <LoadingIndicator label="Downloading the door list…" />
    );

  const { event } = snapshot.event;
  // A ticket let in (or already in) shows its order's add-ons; a refused one does not.
  const shownTicket =
    shown?.ticketId && shown.outcome !== 'refused' ? engine.ticketById(shown.ticketId) : undefined;
  const addOnLines = shownTicket?.addOns ?? [];
  // And its holder's answers to the event's questions.
  const answers = shownTicket?.answers ?? [];
  // Kept open until Next scan when it has answers to read or add-ons to hand over.
  const holdOpen = waitsForNextScan(shownTicket);
  return (
    <main className="page door-page">
      <header className="door-header">
        <h1>{event.title}</h1>
        <p className="muted">
          Door scanner · {snapshot.event.signedInAs}
          {onLeave && (
            <>
              {' · '}
              <button type="button" className="link-button" onClick={onLeave}>
                Leave this door
              </button>
            </>
          )}
        </p>
      </header>
      {sessions.length > 1 && (
        <SessionPicker
          sessions={sessions}
          sessionId={sessionId}
          timeZone={event.timeZone}
          onChoose={onChoose}
        />
      )}
      <DoorStatus snapshot={snapshot} timeZone={event.timeZone} />
      <CameraPanel paused={shown !== null || busy} onCode={(pass) => void scan({ pass })} />
      <DoorSaleButton
        engine={engine}
        types={snapshot.event.saleTypes ?? []}
        unsentSold={snapshot.unsentSold}
        window={event}
        onSold={(sold) => {
          signalOutcome(sold.outcome);
          setShown(sold);
        }}
      />
      <CodeEntry
        tickets={engine.ticketList}
        onScan={(input) => void scan(input)}
        timeZone={event.timeZone}
      />
      <RecentScans scans={snapshot.scans} timeZone={event.timeZone} />
      <section aria-labelledby="device-title" className="card">
        <h2 id="device-title">This device</h2>
        <div className="field">
          <label htmlFor="door-device-name">Name other doors see</label>
          <input
            id="door-device-name"
            value={deviceName}
            maxLength={40}
            onChange={(change) => setDeviceName(change.target.value)}
            onBlur={() => {
              const device = renameDoorDevice(deviceName);
              setDeviceName(device.name);
              engine.rename(device);
            }}
          />
        </div>
      </section>
      {/* Only a role that may share door links asks for them (a door member would read a 403). */}
      {isOrganiser && snapshot.event.mayShareLinks && <DoorHelpers eventId={eventId} />}
      {shown && (
        <ScanResultOverlay
          key={shown.id}
          scan={shown}
          onDone={done}
          addOns={
            <>
              {answers.length > 0 && (
                <DoorAnswers answers={answers} missing={shownTicket?.answersMissing === true} />
              )}
              {addOnLines.length > 0 && (
                <DoorAddOns
                  lines={addOnLines}
                  online={snapshot.online}
                  onHandOver={(addOnId) => engine.handOverAddOn(shown.ticketId!, addOnId)}
                />
              )}
            </>
          }
          holdOpen={holdOpen}
        />
      )}
    </main>
  );
}

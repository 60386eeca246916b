// A helper opening a door link: the PIN the organiser gave them, then this event's scanner.
import { useState, type FormEvent } from 'react';
import { failureMessage } from '@/lib/api/result';
import { openDoorSession } from '../api/door-api';
import type { DoorSession } from '../lib/door-device';

interface Props {
  link: { linkId: string; secret: string };
  onOpened: (session: DoorSession) => void;
}

export function DoorPinForm({ link, onOpened }: Props) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const answer = await openDoorSession(link.linkId, link.secret, pin);
    setBusy(false);
    if (!answer.ok) return setError(failureMessage(answer, 'The door could not be opened.'));
    onOpened(answer.data);
  };

  return (
    <main className="page page-narrow">
      <h1>Door scanner</h1>
      <form onSubmit={submit} className="card form">
        <div className="field">
          <label htmlFor="door-pin">PIN from the organiser</label>
          <input
            id="door-pin"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={6}
            value={pin}
            onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
            required
          />
        </div>
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={busy}>
          Open the door
        </button>
      </form>
    </main>
  );
}

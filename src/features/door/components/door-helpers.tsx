// For the school: door helpers for this event. Make a door link (with its PIN, shown once, to
// tell the helper separately), see the links made, revoke one. A helper opens the link on a phone,
// types the PIN, and sees this event's scanner and nothing else. Shown only when the door data says
// the member may share links (mayShareLinks: a role that makes events), so a door member never asks.
import { dateFormat } from '@/contract/date-formats';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { DoorLink } from '@/contract/door';
import { failureMessage } from '@/lib/api/result';
import { createDoorLink, listDoorLinks, revokeDoorLink } from '../api/door-api';

export function DoorHelpers({ eventId }: { eventId: string }) {
  const [links, setLinks] = useState<DoorLink[]>([]);
  const [label, setLabel] = useState('');
  const [made, setMade] = useState<{ url: string; pin: string; label: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A role changed since the door data was read: the server refuses the list (403), the section goes.
  const [refused, setRefused] = useState(false);

  const load = useCallback(async () => {
    const answer = await listDoorLinks(eventId);
    if (answer.ok) setLinks(answer.data);
    else if (answer.status === 403) setRefused(true);
  }, [eventId]);
  useEffect(() => void load(), [load]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const answer = await createDoorLink(eventId, label);
    if (!answer.ok) return setError(failureMessage(answer, 'The door link could not be made.'));
    setMade({ url: answer.data.url, pin: answer.data.pin, label: answer.data.link.label });
    setLabel('');
    await load();
  };

  const revoke = async (link: DoorLink) => {
    const answer = await revokeDoorLink(eventId, link.id);
    if (!answer.ok) setError(failureMessage(answer, 'The door link could not be revoked.'));
    await load();
  };

  if (refused) return null;
  return (
    <section aria-labelledby="door-helpers-title" className="card">
      <h2 id="door-helpers-title">Door helpers</h2>
      <p className="muted">
        A helper needs no account: send them a door link, and tell them its PIN another way. They
        see this event’s scanner and nothing else, until the event ends or you revoke the link.
      </p>
      <form onSubmit={create} className="field">
        <label htmlFor="door-helper-label">Door name</label>
        <div className="door-inline">
          <input
            id="door-helper-label"
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            placeholder="Front door"
            maxLength={40}
            required
          />
          <button type="submit" className="button button-primary">
            Make door link
          </button>
        </div>
      </form>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      {made && (
        <div className="alert alert-success door-link-made" role="status">
          <p>
            Door link for <strong>{made.label}</strong>:
          </p>
          <p>
            <input
              readOnly
              value={made.url}
              aria-label="Door link"
              onFocus={(e) => e.target.select()}
            />
          </p>
          <p>
            PIN: <strong data-testid="door-pin">{made.pin}</strong> — shown only now.
          </p>
        </div>
      )}
      {links.length > 0 && (
        <ul className="door-links">
          {links.map((link) => (
            <li key={link.id}>
              <span>
                {link.label}{' '}
                <small className="muted">
                  {link.revoked
                    ? '· revoked'
                    : link.locked
                      ? '· locked (wrong PINs)'
                      : `· until ${dateFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(link.expiresAt))}`}
                </small>
              </span>
              {!link.revoked && (
                <button type="button" className="button" onClick={() => void revoke(link)}>
                  Revoke
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

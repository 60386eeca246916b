// An event's comps in Sales: Issue comps (the dialog), then each comp with who it is for, its
// ticket, note and state (valid, used at the door, revoked), and Revoke — asked once more before it
// goes: the ticket stops admitting and its place goes back on sale. Comps given at the door are
// listed too, marked so (admitted when given; a mistaken one is voided from Orders).
import { useEffect, useRef, useState } from 'react';
import { compLabel, type Comp } from '@/contract/comps';
import type { TicketType } from '@/contract/ticketing';
import { QueryStatus } from '@/components/query-status';
import { messageOf } from '@/lib/api/result';
import { useComps, useRevokeComp } from '../api/comps';
import { IssueCompsDialog } from './issue-comps-dialog';

interface Props {
  configurationId: string;
  ticketTypes: TicketType[];
}

function stateOf(comp: Comp) {
  if (comp.revokedAt) return comp.atDoor ? 'void' : 'revoked';
  if (comp.checkedInAt) return 'checked in';
  return 'valid';
}

export function EventComps({ configurationId, ticketTypes }: Props) {
  const comps = useComps(configurationId);
  const revoke = useRevokeComp(configurationId);
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<number | null>(null);
  const [revoking, setRevoking] = useState<Comp | null>(null);
  // The question shows above the list, out of sight from a card low on a phone: focus goes to it.
  const keepIt = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (revoking) keepIt.current?.focus();
  }, [revoking]);

  return (
    <section aria-labelledby="comps-heading" className="event-comps">
      <h3 id="comps-heading">Comps</h3>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          setIssued(null);
          setIssuing(true);
        }}
      >
        Issue comps
      </button>
      {issued !== null && (
        <p className="alert alert-success" role="status">
          {issued === 1 ? '1 comp issued' : `${issued} comps issued`} and e-mailed.
        </p>
      )}
      {issuing && (
        <IssueCompsDialog
          configurationId={configurationId}
          ticketTypes={ticketTypes}
          onClose={() => setIssuing(false)}
          onIssued={(made) => {
            setIssuing(false);
            setIssued(made.length);
          }}
        />
      )}
      <QueryStatus query={comps} what="Comps" />
      {revoke.isError && (
        <p className="alert alert-error" role="alert">
          {messageOf(revoke.error, 'The comp could not be revoked. Please try again.')}
        </p>
      )}
      {revoking && (
        <div className="alert alert-info" role="alertdialog" aria-label="Confirm revoking">
          <p>
            Revoke the comp of {revoking.name || revoking.email}? The ticket stops admitting anyone
            and its place goes back on sale.
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button button-primary"
              disabled={revoke.isPending}
              onClick={() =>
                void revoke
                  .mutateAsync(revoking.orderId)
                  .catch(() => undefined)
                  .finally(() => setRevoking(null))
              }
            >
              Revoke
            </button>
            <button
              ref={keepIt}
              type="button"
              className="button button-secondary"
              onClick={() => setRevoking(null)}
            >
              Keep it
            </button>
          </div>
        </div>
      )}
      {comps.data && comps.data.length === 0 && <p className="muted">No comps yet.</p>}
      {comps.data && comps.data.length > 0 && (
        <ul className="event-comps__list">
          {comps.data.map((comp) => (
            <li key={comp.ticketId} className={`card${comp.revokedAt ? ' muted' : ''}`}>
              <p>
                <strong>{comp.name || (comp.atDoor ? 'Door comp' : '')}</strong>
                {comp.email && ` · ${comp.email}`}
              </p>
              {comp.atDoor && (
                <p className="muted">
                  Given at the door{comp.doorName ? ` (${comp.doorName})` : ''}
                </p>
              )}
              <p>
                {comp.ticketTypeName} · {compLabel(comp.note)} · <code>{comp.code}</code> ·{' '}
                {stateOf(comp)}
              </p>
              {!comp.atDoor && !comp.revokedAt && !comp.checkedInAt && (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setRevoking(comp)}
                  aria-label={`Revoke the comp of ${comp.name || comp.email}`}
                >
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

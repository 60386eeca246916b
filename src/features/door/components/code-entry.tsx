// By hand, when a pass will not scan: type the ticket code printed under its QR, or find the
// buyer by name or e-mail in the door list kept on this device (works with no signal). Only a
// ticket that can still come in gets a Check in button: one already admitted, refunded or (a comp)
// revoked says so. A comp is marked "Comp" with its note.
import { useState, type FormEvent } from 'react';
import { compLabel } from '@/contract/comps';
import { doorTimeOf } from '@/contract/door-messages';
import type { StoredDoorTicket } from '@/lib/offline/offline-db';
import { searchTickets } from '../lib/door-rules';
import type { ScanInput } from '../lib/door-scan-lines';

interface Props {
  tickets: () => StoredDoorTicket[];
  onScan: (input: ScanInput) => void;
  timeZone: string;
}

/** What stands in for the Check in button when the ticket cannot be let in again. */
function closedState(ticket: StoredDoorTicket, timeZone: string): string | null {
  if (ticket.void && ticket.transferred) return 'Passed on — not valid';
  if (ticket.void) return ticket.comp ? 'Comp revoked — not valid' : 'Refunded — not valid';
  if (ticket.checkedInAt) return `In at ${doorTimeOf(ticket.checkedInAt, timeZone)}`;
  return null;
}

export function CodeEntry({ tickets, onScan, timeZone }: Props) {
  const [code, setCode] = useState('');
  const [query, setQuery] = useState('');
  const found = query.trim().length >= 2 ? searchTickets(tickets(), query) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    onScan({ code: code.trim() });
    setCode('');
  };

  return (
    <section aria-labelledby="by-hand-title" className="card">
      <h2 id="by-hand-title">By hand</h2>
      <form onSubmit={submit} className="field">
        <label htmlFor="door-code">Ticket code</label>
        <div className="door-inline">
          <input
            id="door-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
          />
          <button type="submit" className="button button-primary">
            Check in
          </button>
        </div>
      </form>
      <div className="field door-search">
        <label htmlFor="door-search">Find by name or e-mail</label>
        <input
          id="door-search"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </div>
      {found.length > 0 && (
        <ul className="door-search-results" aria-label="Matching tickets">
          {found.map((ticket) => {
            const closed = closedState(ticket, timeZone);
            return (
              <li key={ticket.id}>
                <span>
                  <strong>{ticket.buyerName}</strong> · {ticket.ticketTypeName}
                  {ticket.comp && <> · {compLabel(ticket.compNote)}</>}
                  <br />
                  <small className="muted">
                    {ticket.buyerEmail} ·{' '}
                    {ticket.void
                      ? ticket.comp
                        ? 'revoked'
                        : ticket.transferred
                          ? 'passed on'
                          : 'refunded'
                      : ticket.checkedInAt
                        ? 'already in'
                        : 'not in yet'}
                  </small>
                </span>
                {closed ? (
                  <span className="door-search-closed">{closed}</span>
                ) : (
                  <button
                    type="button"
                    className="button"
                    onClick={() => onScan({ ticketId: ticket.id })}
                    aria-label={`Check in ${ticket.buyerName}, ${ticket.ticketTypeName}`}
                  >
                    Check in
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {query.trim().length >= 2 && found.length === 0 && (
        <p className="muted">No ticket for “{query.trim()}”.</p>
      )}
    </section>
  );
}

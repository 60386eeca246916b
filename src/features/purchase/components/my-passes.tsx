// My Tickets' class passes: classes left and until when, a pass still to be paid, and the coming
// classes each covers — Book (choosing a role where the class balances leads and follows) or,
// booked, Cancel until the class's cutoff (the credit comes back).
import { dateFormat } from '@/contract/date-formats';
import { useState } from 'react';
import type { MyPass } from '@/contract/class-passes';
import { messageOf } from '@/lib/api/result';
import { shortDateTimeOf } from '@/lib/event-time';
import { useMyPasses, usePassBooking } from '../api/passes';

const dayOf = (iso: string) => dateFormat({ dateStyle: 'medium' }).format(new Date(iso));

function PassClasses({ pass }: { pass: MyPass }) {
  const { book, cancel } = usePassBooking();
  const [roles, setRoles] = useState<Record<string, 'lead' | 'follow'>>({});
  const failure = book.error ?? cancel.error;
  return (
    <>
      {failure && (
        <p className="alert alert-error" role="alert">
          {messageOf(failure, 'That did not work. Please try again.')}
        </p>
      )}
      <ul className="pass-classes">
        {pass.classes.map((entry) => {
          const label = `${entry.title}, ${shortDateTimeOf(entry.startDateTime, entry.timeZone)}`;
          const canCancel = Date.parse(entry.cancelUntil) > Date.now();
          return (
            <li key={entry.sessionId}>
              <span>{label}</span>
              {entry.bookingId ? (
                <span className="button-row">
                  <strong>Booked</strong>
                  {canCancel && (
                    <button
                      type="button"
                      className="button button-secondary"
                      disabled={cancel.isPending}
                      aria-label={`Cancel booking: ${label}`}
                      onClick={() => cancel.mutate(entry.bookingId!)}
                    >
                      Cancel
                    </button>
                  )}
                </span>
              ) : (
                <span className="button-row">
                  {entry.roles && (
                    <select
                      aria-label={`Your role: ${label}`}
                      value={roles[entry.sessionId] ?? 'lead'}
                      onChange={(event) =>
                        setRoles({
                          ...roles,
                          [entry.sessionId]: event.target.value as 'lead' | 'follow',
                        })
                      }
                    >
                      <option value="lead">{entry.roles.leadName}</option>
                      <option value="follow">{entry.roles.followName}</option>
                    </select>
                  )}
                  <button
                    type="button"
                    className="button button-primary"
                    disabled={book.isPending || pass.classesLeft === 0}
                    aria-label={`Book: ${label}`}
                    onClick={() =>
                      book.mutate({
                        passOrderId: pass.id,
                        eventId: entry.eventId,
                        sessionId: entry.sessionId,
                        ...(entry.roles ? { role: roles[entry.sessionId] ?? 'lead' } : {}),
                      })
                    }
                  >
                    Book
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function MyPasses() {
  const passes = useMyPasses();
  if (!passes.data || passes.data.length === 0) return null;
  return (
    <section className="card my-passes" aria-labelledby="my-passes-heading">
      <h2 id="my-passes-heading">Class passes</h2>
      {passes.data.map((pass) => (
        <div key={pass.id} className="my-pass">
          <h3>{pass.name}</h3>
          {pass.status === 'pending' ? (
            <p>
              Payment pending.{' '}
              {pass.checkoutUrl && <a href={pass.checkoutUrl}>Pay for this pass</a>}
            </p>
          ) : (
            <p>
              {pass.classesLeft} of {pass.classesTotal} classes left
              {pass.validUntil && ` · valid until ${dayOf(pass.validUntil)}`}
            </p>
          )}
          {pass.classes.length > 0 && <PassClasses pass={pass} />}
        </div>
      ))}
    </section>
  );
}

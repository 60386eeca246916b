// My Tickets' class passes: classes left and until when, a pass still to be paid, and the coming
// classes each covers — Book (choosing a role where the class balances leads and follows) or,
// booked, Cancel until the class's cutoff (the credit comes back).
import { useI18n } from '@/lib/i18n/use-i18n';
import { formatDate } from '@/lib/i18n/format';
import { useState } from 'react';
import type { MyPass } from '@/contract/class-passes';
import { messageOf } from '@/lib/api/result';
import { shortDateTimeOf } from '@/lib/event-time';
import { useMyPasses, usePassBooking } from '../api/passes';

const dayOf = (iso: string) => formatDate(new Date(iso), { dateStyle: 'medium' });

function PassClasses({ pass }: { pass: MyPass }) {
  const i18n = useI18n();
  const { book, cancel } = usePassBooking();
  const [roles, setRoles] = useState<Record<string, 'lead' | 'follow'>>({});
  const failure = book.error ?? cancel.error;
  return (
    <>
      {failure && (
        <p className="alert alert-error" role="alert">
          {messageOf(failure, i18n._('myTickets.failed'))}
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
                  <strong>{i18n._('myTickets.pass.booked')}</strong>
                  {canCancel && (
                    <button
                      type="button"
                      className="button button-secondary"
                      disabled={cancel.isPending}
                      aria-label={i18n._('myTickets.pass.cancelBooking', { label })}
                      onClick={() => cancel.mutate(entry.bookingId!)}
                    >
                      {i18n._('purchase.cancel')}
                    </button>
                  )}
                </span>
              ) : (
                <span className="button-row">
                  {entry.roles && (
                    <select
                      aria-label={i18n._('myTickets.pass.role', { label })}
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
                    aria-label={i18n._('myTickets.pass.bookLabel', { label })}
                    onClick={() =>
                      book.mutate({
                        passOrderId: pass.id,
                        eventId: entry.eventId,
                        sessionId: entry.sessionId,
                        ...(entry.roles ? { role: roles[entry.sessionId] ?? 'lead' } : {}),
                      })
                    }
                  >
                    {i18n._('myTickets.pass.book')}
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
  const i18n = useI18n();
  const passes = useMyPasses();
  if (!passes.data || passes.data.length === 0) return null;
  return (
    <section className="card my-passes" aria-labelledby="my-passes-heading">
      <h2 id="my-passes-heading">{i18n._('myTickets.passes')}</h2>
      {passes.data.map((pass) => (
        <div key={pass.id} className="my-pass">
          <h3>{pass.name}</h3>
          {pass.status === 'pending' ? (
            <p>
              {i18n._('myTickets.pass.pending')}{' '}
              {pass.checkoutUrl && <a href={pass.checkoutUrl}>{i18n._('myTickets.pass.pay')}</a>}
            </p>
          ) : (
            <p>
              {i18n._('myTickets.pass.left', { left: pass.classesLeft, count: pass.classesTotal })}
              {pass.validUntil &&
                ` · ${i18n._('myTickets.pass.validUntil', { date: dayOf(pass.validUntil) })}`}
            </p>
          )}
          {pass.classes.length > 0 && <PassClasses pass={pass} />}
        </div>
      ))}
    </section>
  );
}

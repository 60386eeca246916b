// A published event's sales at a glance: tickets sold, revenue, checked in, who is coming, and the
// orders with their money and refunds.
import { formatMoney } from '@/contract/money';
import type { PublishedEvent } from '@/contract/ticketing';
import { Modal } from '@/components/modal/modal';
import { useAttendees } from '../api/get-attendees';
import { SalesOrders } from './sales-orders';

interface Props {
  event: PublishedEvent | null;
  onClose: () => void;
}

export function AttendeesModal({ event, onClose }: Props) {
  const attendees = useAttendees(event?.id ?? null);
  const data = attendees.data;
  return (
    <Modal
      open={event !== null}
      title={`Sales: ${event?.eventDetails.title || 'Untitled Event'}`}
      onClose={onClose}
      footer={
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      }
    >
      {attendees.isPending && <p role="status">Loading sales…</p>}
      {attendees.isError && (
        <p className="alert alert-error" role="alert">
          Sales could not be loaded. Please try again.
        </p>
      )}
      {data && (
        <>
          <dl className="sales-figures">
            <div>
              <dt>Tickets sold</dt>
              <dd>{data.ticketsSold}</dd>
            </div>
            <div>
              <dt>Revenue</dt>
              <dd>{formatMoney(data.revenue, data.currency)}</dd>
            </div>
            <div>
              <dt>Checked in</dt>
              <dd>{data.checkedIn}</dd>
            </div>
          </dl>
          {data.attendees.length === 0 ? (
            <p className="muted">No tickets sold yet.</p>
          ) : (
            <table className="attendees">
              <caption className="visually-hidden">Attendees</caption>
              <thead>
                <tr>
                  <th scope="col">Buyer</th>
                  <th scope="col">Ticket</th>
                  <th scope="col">Code</th>
                  <th scope="col">Checked in</th>
                </tr>
              </thead>
              <tbody>
                {data.attendees.map((attendee) => (
                  <tr key={attendee.code}>
                    <td>{attendee.email}</td>
                    <td>{attendee.ticketTypeName}</td>
                    <td>
                      <code>{attendee.code}</code>
                    </td>
                    <td>
                      {attendee.checkedInAt
                        ? new Date(attendee.checkedInAt).toLocaleTimeString('en-AU', {
                            hour: 'numeric',
                            minute: '2-digit',
                          })
                        : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {event && <SalesOrders configurationId={event.id} />}
        </>
      )}
    </Modal>
  );
}

// /my-tickets: the signed-in dancer's tickets, each an entry pass — its QR (the ticket code), the
// event, when and where, and whether it was used.
import { Link } from 'react-router-dom';
import { LoadingIndicator } from '@/components/loading-indicator';
import { shortDateTimeOf } from '@/lib/event-time';
import { useMyTickets } from '../api/get-my-tickets';
import '../components/purchase.css';

export function MyTicketsPage() {
  const tickets = useMyTickets();
  if (tickets.isPending) return <LoadingIndicator label="Loading your tickets…" />;
  return (
    <main className="page page-narrow">
      <h1>My Tickets</h1>
      {tickets.isError && (
        <p className="alert alert-error" role="alert">
          Your tickets could not be loaded. Please try again.
        </p>
      )}
      {tickets.data?.length === 0 && (
        <p>
          No tickets yet. <Link to="/tickets">Find an event</Link> to dance at.
        </p>
      )}
      <ul className="ticket-rows">
        {tickets.data?.map((ticket) => (
          <li
            key={ticket.code}
            className={`card ticket-pass${ticket.void ? ' ticket-pass--void' : ''}`}
          >
            <img src={ticket.qrCode} alt={`Entry pass ${ticket.code}`} width={160} height={160} />
            <div>
              <h2>{ticket.event.title}</h2>
              <p>
                {ticket.event.startDateTime
                  ? shortDateTimeOf(ticket.event.startDateTime, ticket.event.timeZone)
                  : 'Date TBA'}
              </p>
              <p>{ticket.event.location.description || 'Location TBA'}</p>
              <p>
                <strong>{ticket.ticketTypeName}</strong> · <code>{ticket.code}</code>
              </p>
              <p className={ticket.checkedInAt || ticket.void ? 'muted' : ''}>
                {ticket.void
                  ? 'Void — refunded'
                  : ticket.checkedInAt
                    ? `Checked in ${shortDateTimeOf(ticket.checkedInAt, ticket.event.timeZone)}`
                    : 'Not checked in yet'}
              </p>
              <p>
                <Link to={`/orders/${ticket.orderId}`}>Order details</Link>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}

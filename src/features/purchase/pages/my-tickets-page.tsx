// /my-tickets: the signed-in dancer's tickets by event and order (with its add-ons to collect) —
// each ticket's state (valid, checked in at a time, passed on, void — refunded), its pass full
// screen (works offline: the list is in the persisted cache), the order's details, "Add to
// calendar" for the event, the dancer's own timetable of a festival or course; and the dancer's
// class passes with their classes to book; a link to the private lessons booked with instructors.
import { richText } from '@/lib/i18n/rich-text';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AddToCalendar } from '@/components/add-to-calendar';
import { ConfirmEmailNotice } from '@/components/confirm-email-notice';
import { orderNumber } from '@/contract/order-number';
import type { MyTicket } from '@/contract/my-tickets';
import { shortDateTimeOf } from '@/lib/event-time';
import { useI18n } from '@/lib/i18n/use-i18n';
import { useMyTickets } from '../api/get-my-tickets';
import { FullScreenPass } from '../components/full-screen-pass';
import { MyPasses } from '../components/my-passes';
import { HeldTicketAnswers } from '../components/held-ticket-answers';
import { MyTicketsLoading } from '../components/my-tickets-loading';
import { MyTimetable } from '../components/my-timetable';
import { OrderAddOns } from '../components/order-add-ons';
import { TicketsFeed } from '../components/tickets-feed';
import { groupTickets, mySessionsOf, onlyClassOf, ticketStateText } from '../lib/group-tickets';
import '../components/purchase.css';

export function MyTicketsPage() {
  const i18n = useI18n();
  const tickets = useMyTickets();
  const [shown, setShown] = useState<MyTicket | null>(null);
  if (tickets.isPending) return <MyTicketsLoading />;
  const groups = groupTickets(tickets.data ?? []);
  return (
    <main className="page page-narrow">
      <h1>{i18n._('myTickets.title')}</h1>
      <ConfirmEmailNotice extra={i18n._('myTickets.confirmToSee')} />
      {tickets.isError && (
        <p className="alert alert-error" role="alert">
          {i18n._('myTickets.loadFailed')}
        </p>
      )}
      <MyPasses />
      <p>
        <Link to="/account/lessons">{i18n._('lessons.mine.fromTickets')}</Link>
      </p>
      {tickets.data?.length === 0 && (
        <p>{richText(i18n._('myTickets.none'), [(text) => <Link to="/tickets">{text}</Link>])}</p>
      )}
      {groups.map((group, index) => {
        const mySessions = mySessionsOf(group);
        // A drop-in or a class booked with a pass: the card is dated by the dancer's own first
        // class, not the course's.
        const firstStart = mySessions[0]?.startDateTime ?? group.event.startDateTime;
        const allOff = group.orders.every((order) =>
          order.tickets.every((ticket) => ticket.void || ticket.cancelled),
        );
        return (
          <section key={group.key} className="card my-event" aria-labelledby={`my-event-${index}`}>
            {group.past && (index === 0 || !groups[index - 1]!.past) && (
              <p className="badge">{i18n._('myTickets.past')}</p>
            )}
            <h2 id={`my-event-${index}`}>{group.event.title}</h2>
            <p>
              {firstStart
                ? shortDateTimeOf(firstStart, group.event.timeZone)
                : i18n._('myTickets.dateTba')}
              {' · '}
              {group.event.location.description || i18n._('purchase.locationTba')}
            </p>
            {group.event.id && group.event.startDateTime && !group.past && !allOff && (
              <AddToCalendar
                entry={{
                  id: group.event.id,
                  title: group.event.title,
                  start: group.event.startDateTime,
                  end: group.event.endDateTime ?? group.event.startDateTime,
                  location: group.event.location.description,
                }}
              />
            )}
            {group.event.id && mySessions.length > 0 && !group.past && (
              <MyTimetable event={{ ...group.event, id: group.event.id }} sessions={mySessions} />
            )}
            {group.orders.map((order) => (
              <div key={order.orderId} className="my-order">
                {order.tickets.every((ticket) => ticket.comp) ? (
                  // A school's gift: there is no order of the holder's own to show.
                  <h3>{i18n._('myTickets.comp')}</h3>
                ) : order.tickets.every((ticket) => ticket.received) ? (
                  // Passed on by its buyer: the order is the buyer's.
                  <h3>
                    {order.tickets[0]?.receivedFrom
                      ? i18n._('myTickets.receivedFrom', { name: order.tickets[0].receivedFrom })
                      : i18n._('myTickets.received')}
                  </h3>
                ) : (
                  <h3>
                    {i18n._('myTickets.order', { number: orderNumber(order.orderId) })}{' '}
                    <small className="muted">
                      · <Link to={`/orders/${order.orderId}`}>{i18n._('myTickets.orderLink')}</Link>
                    </small>
                  </h3>
                )}
                <OrderAddOns lines={order.tickets[0]?.orderAddOns} />
                <ul className="ticket-rows">
                  {order.tickets.map((ticket) => (
                    <li
                      key={ticket.code}
                      className={`ticket-pass${ticket.void || ticket.cancelled ? ' ticket-pass--void' : ''}`}
                    >
                      <img
                        src={ticket.qrCode}
                        alt={i18n._('myTickets.passAlt', { code: ticket.code })}
                        width={120}
                        height={120}
                      />
                      <div>
                        <p>
                          <strong>{ticket.ticketTypeName}</strong>
                          {onlyClassOf(ticket, group.event.title) &&
                            ` — ${onlyClassOf(ticket, group.event.title)}`}
                          {ticket.holderName &&
                            ` ${i18n._('myTickets.for', { name: ticket.holderName })}`}{' '}
                          · <code>{ticket.code}</code>
                        </p>
                        <p className={ticket.checkedInAt || ticket.void ? 'muted' : 'ticket-valid'}>
                          {ticketStateText(ticket)}
                        </p>
                        {ticket.holderAnswers && !ticket.void && (
                          <HeldTicketAnswers code={ticket.code} held={ticket.holderAnswers} />
                        )}
                        {!ticket.void && !ticket.cancelled && (
                          <button
                            type="button"
                            className="button button-primary"
                            onClick={() => setShown(ticket)}
                            aria-label={i18n._('myTickets.showPassFull', { code: ticket.code })}
                          >
                            {i18n._('myTickets.showPass')}
                          </button>
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        );
      })}
      {(tickets.data?.length ?? 0) > 0 && <TicketsFeed />}
      {shown && <FullScreenPass ticket={shown} onClose={() => setShown(null)} />}
    </main>
  );
}

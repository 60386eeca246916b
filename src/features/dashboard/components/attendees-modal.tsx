// A published event's sales at a glance: tickets sold, revenue, checked in, the attendee list (the
// door by hand), partner roles' balance, comps (Issue comps), messages to attendees and reminders,
// add-ons (T-shirts, dinners: stock and sales), promo and access codes, and the orders with their
// money and refunds.
import { formatMoney } from '@/contract/money';
import type { PublishedEvent } from '@/contract/organiser-lists';
import { Modal } from '@/components/modal/modal';
import { useAttendees } from '../api/get-attendees';
import { AttendeeList } from './attendee-list';
import { RoleBalance } from './role-balance';
import { SessionSales } from './session-sales';
import { WaitlistList } from './waitlist-list';
import { SalesOrders } from './sales-orders';
import { EventCodes } from './event-codes';
import { EventComps } from './event-comps';
import { EventAddOns } from './event-add-ons';
import { BuyerChangeRules } from './buyer-change-rules';
import { EventMessages } from './event-messages';
import { QueryStatus } from '@/components/query-status';

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
      closeLabel="Close"
      wide
    >
      <QueryStatus query={attendees} what="Sales" />
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
            {data.comps > 0 && (
              <div>
                <dt>Comps given</dt>
                <dd>{data.comps}</dd>
              </div>
            )}
          </dl>
          <SessionSales sessions={data.sessions} />
          <RoleBalance balances={data.roleBalance} />
          {event && data.roleBalance.length > 0 && <WaitlistList configurationId={event.id} />}
          {event && (
            <EventComps configurationId={event.id} ticketTypes={event.ticketSetup.ticketTypes} />
          )}
          {event && (
            <BuyerChangeRules configurationId={event.id} timeZone={event.eventDetails.timeZone} />
          )}
          {event && (
            <EventMessages
              configurationId={event.id}
              timeZone={event.eventDetails.timeZone}
              ticketTypes={event.ticketSetup.ticketTypes}
              sessions={data.sessions}
              roles={data.roleBalance.length > 0}
              waitlist={data.roleBalance.length > 0}
            />
          )}
          {data.attendees.length === 0 ? (
            <p className="muted">No tickets sold yet.</p>
          ) : (
            event && (
              <AttendeeList
                configurationId={event.id}
                attendees={data.attendees}
                currency={data.currency}
                exportFileName={data.exportFileName}
                sessions={data.sessions}
              />
            )
          )}
          {event && <EventAddOns configurationId={event.id} />}
          {event && (
            <EventCodes configurationId={event.id} ticketTypes={event.ticketSetup.ticketTypes} />
          )}
          {event && <SalesOrders configurationId={event.id} />}
        </>
      )}
    </Modal>
  );
}

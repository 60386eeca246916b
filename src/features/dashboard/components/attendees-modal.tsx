// A published event's sales at a glance: tickets sold, revenue, checked in, sales over time (the
// chart), door sales, the attendee list (the door by hand), partner roles' balance, comps (Issue
// comps), messages to attendees and reminders, add-ons (T-shirts, dinners: stock and sales), promo
// and access codes, and the orders with their money, refunds and export. Each part only for a role
// that may use it: finance reads the money and the list, a teacher the list of the sessions they
// teach, without money. Every time it shows is the event's clock (its zone), as on its other pages.
import { formatMoney } from '@/contract/money';
import type { PublishedEvent } from '@/contract/organiser-lists';
import { roleMay, type TeamRole } from '@/contract/team';
import { Modal } from '@/components/modal/modal';
import { useAttendees } from '../api/get-attendees';
import { AttendeeList } from './attendee-list';
import { RoleBalance } from './role-balance';
import { SessionSales } from './session-sales';
import { WaitlistList } from './waitlist-list';
import { SalesOrders } from './sales-orders';
import { EventCodes } from './event-codes';
import { DoorSalesLine } from './door-sales-line';
import { EventComps } from './event-comps';
import { EventAddOns } from './event-add-ons';
import { EventQuestions } from './event-questions';
import { BuyerChangeRules } from './buyer-change-rules';
import { EventMessages } from './event-messages';
import { QueryStatus } from '@/components/query-status';
import { SalesChart } from './sales-chart';
import { OrdersExport } from './orders-export';

interface Props {
  event: PublishedEvent | null;
  role: TeamRole | null;
  onClose: () => void;
}

export function AttendeesModal({ event, role, onClose }: Props) {
  const attendees = useAttendees(event?.id ?? null);
  const data = attendees.data;
  const sales = roleMay(role, 'sales');
  const edits = roleMay(role, 'events');
  const withMoney = sales && !data?.taughtOnly;
  return (
    <Modal
      open={event !== null}
      title={`${sales ? 'Sales' : 'Attendees'}: ${event?.eventDetails.title || 'Untitled Event'}`}
      onClose={onClose}
      closeLabel="Close"
      wide
    >
      <QueryStatus query={attendees} what={sales ? 'Sales' : 'Attendees'} />
      {data && event && (
        <>
          <dl className="sales-figures">
            <div>
              <dt>Tickets sold</dt>
              <dd>{data.ticketsSold}</dd>
            </div>
            {withMoney && (
              <div>
                <dt>Revenue</dt>
                <dd>{formatMoney(data.revenue, data.currency)}</dd>
              </div>
            )}
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
          {data.taughtOnly && <p className="muted">The attendees of the sessions you teach.</p>}
          {sales && <SalesChart configurationId={event.id} />}
          <DoorSalesLine door={data.door} currency={data.currency} />
          <SessionSales sessions={data.sessions} />
          <RoleBalance balances={data.roleBalance} />
          {edits && data.roleBalance.length > 0 && (
            <WaitlistList configurationId={event.id} timeZone={event.eventDetails.timeZone} />
          )}
          {edits && (
            <>
              <EventComps configurationId={event.id} ticketTypes={event.ticketSetup.ticketTypes} />
              <BuyerChangeRules configurationId={event.id} timeZone={event.eventDetails.timeZone} />
              <EventMessages
                configurationId={event.id}
                timeZone={event.eventDetails.timeZone}
                ticketTypes={event.ticketSetup.ticketTypes}
                sessions={data.sessions}
                roles={data.roleBalance.length > 0}
                waitlist={data.roleBalance.length > 0}
              />
            </>
          )}
          {data.attendees.length === 0 ? (
            <p className="muted">No tickets sold yet.</p>
          ) : (
            <AttendeeList
              configurationId={event.id}
              attendees={data.attendees}
              currency={data.currency}
              exportFileName={data.exportFileName}
              sessions={data.sessions}
              withMoney={!data.taughtOnly}
              canCheckIn={roleMay(role, 'door')}
              timeZone={event.eventDetails.timeZone}
            />
          )}
          {edits && <EventAddOns configurationId={event.id} />}
          {edits && (
            <EventQuestions
              configurationId={event.id}
              ticketTypes={event.ticketSetup.ticketTypes}
            />
          )}
          {edits && (
            <EventCodes
              configurationId={event.id}
              ticketTypes={event.ticketSetup.ticketTypes}
              timeZone={event.eventDetails.timeZone}
            />
          )}
          {sales && (
            <OrdersExport configurationId={event.id} attendeesFileName={data.exportFileName} />
          )}
          {sales && (
            <SalesOrders configurationId={event.id} timeZone={event.eventDetails.timeZone} />
          )}
        </>
      )}
    </Modal>
  );
}

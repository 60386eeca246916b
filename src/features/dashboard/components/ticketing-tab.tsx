// Ticketing (spec §2): Event Ticketing System — Create New Event Tickets, Load Existing Draft, the
// Published Events grid with each event's QR code, or the getting-started steps when empty. What
// a member's role cannot do is not offered: a teacher opens the attendees of the events they teach,
// the door reaches the scanner, finance reads sales.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { publishedInOrder, type PublishedEvent } from '@/contract/organiser-lists';
import { QrCodeModal } from '@/components/qr-code-modal';
import { usePublished } from '../api/get-published';
import { useQrCode } from '@/lib/tickets/get-qr-code';
import { AttendeesModal } from './attendees-modal';
import { PublishedEventCard } from './published-event-card';
import { SelectDraftModal } from './select-draft-modal';
import { QueryStatus } from '@/components/query-status';
import { roleMay, type TeamRole } from '@/contract/team';
import { useAttendeeAccess } from '../api/sales-reports';

interface Props {
  /** The member's role in the school; null until it is known (then only what every member sees). */
  role: TeamRole | null;
  organisationId: string;
}

export function TicketingTab({ role, organisationId }: Props) {
  const published = usePublished();
  const teacher = role === 'teacher';
  const access = useAttendeeAccess(organisationId, teacher);
  const mayOpenSales = (event: PublishedEvent) =>
    roleMay(role, 'attendees') &&
    (!teacher || (access.data?.configurationIds.includes(event.id) ?? false));
  const [choosingDraft, setChoosingDraft] = useState(false);
  const [qrFor, setQrFor] = useState<PublishedEvent | null>(null);
  const [salesFor, setSalesFor] = useState<PublishedEvent | null>(null);
  const qr = useQrCode(qrFor?.id ?? null);

  return (
    <section aria-labelledby="ticketing-heading">
      <h2 id="ticketing-heading">Event Ticketing System</h2>
      {roleMay(role, 'events') && (
        <div className="button-row">
          <Link className="button button-primary" to="/create-tickets">
            Create New Event Tickets
          </Link>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setChoosingDraft(true)}
          >
            Load Existing Draft
          </button>
        </div>
      )}
      {teacher && access.data?.configurationIds.length === 0 && (
        <p className="muted">
          You see the attendees of the sessions you teach. Ask the school to name your instructor
          profile on them.
        </p>
      )}
      <h3>Published Events</h3>
      <QueryStatus query={published} what="Published events" />
      {published.data?.length === 0 && (
        <div className="card getting-started">
          <p>No published events yet.</p>
          <h4>Getting started</h4>
          <ol>
            <li>Import your event from an ICS file, or enter its details manually.</li>
            <li>Configure ticket types and pricing.</li>
            <li>Set up payment and publish.</li>
          </ol>
        </div>
      )}
      {/* The cards wait for the member's role, so no button shows and then goes. */}
      {published.data && published.data.length > 0 && role === null && (
        <p role="status">Loading…</p>
      )}
      {published.data && published.data.length > 0 && role !== null && (
        <ul className="published-grid">
          {publishedInOrder(published.data).map((event) => (
            <PublishedEventCard
              key={event.id}
              event={event}
              onShowQrCode={setQrFor}
              onShowSales={mayOpenSales(event) ? setSalesFor : null}
              role={role}
            />
          ))}
        </ul>
      )}
      <AttendeesModal event={salesFor} role={role} onClose={() => setSalesFor(null)} />
      <SelectDraftModal open={choosingDraft} onClose={() => setChoosingDraft(false)} />
      <QrCodeModal
        open={qrFor !== null}
        eventTitle={qr.data?.eventTitle ?? qrFor?.eventDetails.title ?? ''}
        qrCode={qr.data?.qrCode ?? null}
        checkInUrl={qr.data?.checkInUrl ?? null}
        developmentDatabase={qr.data?.developmentDatabase ?? false}
        loading={qr.isPending && qrFor !== null}
        error={qr.isError ? 'The QR code could not be loaded. Please try again.' : null}
        onClose={() => setQrFor(null)}
      />
    </section>
  );
}

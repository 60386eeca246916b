// Event Update Notification (spec §2): the events uploaded before that the page's Facebook data
// will now update, and that are linked to the account. One button: Acknowledge.
import { dateFormat } from '@/contract/date-formats';
import type { FacebookConflictItem } from '@/contract/facebook';
import { Modal } from '@/components/modal/modal';

const dateOf = (iso: string) =>
  dateFormat({ day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));

export function EventUpdateModal({
  conflicts,
  onClose,
}: {
  conflicts: FacebookConflictItem[];
  onClose: () => void;
}) {
  return (
    <Modal
      open
      title="Event Update Notification"
      onClose={onClose}
      footer={
        <button type="button" className="button button-primary" onClick={onClose}>
          Acknowledge
        </button>
      }
    >
      <p>
        These events were uploaded before. They will now be updated with your Facebook Page&apos;s
        data and linked to your account:
      </p>
      <ul className="facebook-conflicts">
        {conflicts.map((conflict) => (
          <li key={conflict.eventId}>
            <strong>{conflict.newEvent.title}</strong>
            <span>Previous source: {conflict.existingSource}</span>
            <span>Last updated: {dateOf(conflict.lastUpdated)}</span>
            <span>Now: Your Facebook event</span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

// Calendar conflict resolution (spec §2 wizard modals): the imported event looks like one already
// on Floorcraft (same title, same day). The organiser says whether it is the same event.
import type { ExistingEvent } from '@/contract/imports';
import { Modal } from '@/components/modal/modal';
import { shortDateTimeOf, viewerTimeZone } from '@/lib/event-time';

interface Props {
  existing: ExistingEvent | null;
  onSame: () => void;
  onDifferent: () => void;
}

export function CalendarConflictModal({ existing, onSame, onDifferent }: Props) {
  return (
    <Modal
      open={existing !== null}
      title="Is this the same event?"
      onClose={onDifferent}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onDifferent}>
            No, it’s a different event
          </button>
          <button type="button" className="button button-primary" onClick={onSame}>
            Yes, it’s the same event
          </button>
        </>
      }
    >
      <p>Found 1 potential conflicts. Please review.</p>
      {existing && (
        <dl className="conflict-details">
          <dt>Title</dt>
          <dd>{existing.title}</dd>
          <dt>Starts</dt>
          <dd>{shortDateTimeOf(existing.eventStartDateTime, viewerTimeZone())}</dd>
          <dt>Location</dt>
          <dd>{existing.eventLocation.description || 'Location TBA'}</dd>
        </dl>
      )}
    </Modal>
  );
}

// The ownership claim (spec §4): the event is already on Floorcraft without an organiser; the user
// confirms it is theirs and presses Claim Ownership, or cancels.
import { useState } from 'react';
import { Modal } from '@/components/modal/modal';
import { EVENT_EXISTS_MESSAGE } from '@/contract/ticketing';

interface Props {
  eventTitle: string | null;
  claiming: boolean;
  onClaim: () => void;
  onCancel: () => void;
}

export function OwnershipModal({ eventTitle, claiming, onClaim, onCancel }: Props) {
  const [confirmed, setConfirmed] = useState(false);
  return (
    <Modal
      open={eventTitle !== null}
      title="Event already exists"
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={!confirmed || claiming}
            onClick={onClaim}
          >
            {claiming ? 'Claiming...' : 'Claim Ownership'}
          </button>
        </>
      }
    >
      <p>{EVENT_EXISTS_MESSAGE}</p>
      <p>
        “{eventTitle}” is already on Floorcraft, added to the public gallery. Only its organiser can
        sell tickets for it.
      </p>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={confirmed}
          onChange={(event) => setConfirmed(event.target.checked)}
        />
        I confirm that my organisation runs this event.
      </label>
    </Modal>
  );
}

// "Select Draft to Continue" (spec §2): choosing a draft opens it in the wizard; with none, Create
// New Event.
import { useNavigate } from 'react-router-dom';
import { Modal } from '@/components/modal/modal';
import { shortDateTimeOf, viewerTimeZone } from '@/lib/event-time';
import { useDrafts } from '../api/get-drafts';
import { QueryStatus } from '@/components/query-status';

interface Props {
  open: boolean;
  onClose: () => void;
}

export function SelectDraftModal({ open, onClose }: Props) {
  const navigate = useNavigate();
  const drafts = useDrafts(open);
  return (
    <Modal open={open} title="Select Draft to Continue" onClose={onClose} closeLabel="Cancel">
      <QueryStatus query={drafts} what="Drafts" />
      {drafts.data?.length === 0 && (
        <div>
          <p>No drafts yet.</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => navigate('/create-tickets')}
          >
            Create New Event
          </button>
        </div>
      )}
      {drafts.data && drafts.data.length > 0 && (
        <ul className="draft-list">
          {drafts.data.map((draft) => (
            <li key={draft.id}>
              <button
                type="button"
                className="draft-list__choice"
                onClick={() => navigate(`/create-tickets?draft=${draft.id}`)}
              >
                <strong>{draft.eventDetails.title || 'Untitled Event'}</strong>
                <span>{draft.eventDetails.location.description || 'Location TBA'}</span>
                <span className="muted">
                  Step {draft.currentStep} of 3 · saved{' '}
                  {shortDateTimeOf(draft.updatedAt, viewerTimeZone())}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

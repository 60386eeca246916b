// The school already has tickets for this event (EDIT_EXISTING, spec §4): open them, or stay in
// this wizard.
import { Modal } from '@/components/modal/modal';

interface Props {
  open: boolean;
  onOpenExisting: () => void;
  onStay: () => void;
}

export function ExistingTicketsModal({ open, onOpenExisting, onStay }: Props) {
  return (
    <Modal
      open={open}
      title="Tickets already made"
      onClose={onStay}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onStay}>
            Stay here
          </button>
          <button type="button" className="button button-primary" onClick={onOpenExisting}>
            Open them to edit
          </button>
        </>
      }
    >
      <p>Your organisation already has tickets for this event. Open them to edit?</p>
    </Modal>
  );
}

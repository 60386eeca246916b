// "Register in the mobile app" (spec §2 Login page), and — for someone buying on the web — the
// account made right here instead.
import { Modal } from '@/components/modal/modal';
import { APP_REGISTER_LINK, openAppOrStore } from '@/lib/app-links';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Offers the web sign-up too (absent where the visitor is already on it). */
  onCreateHere?: () => void;
}

export function RegisterInAppModal({ open, onClose, onCreateHere }: Props) {
  return (
    <Modal
      open={open}
      title="Register in the mobile app"
      onClose={onClose}
      footer={
        <>
          <button
            type="button"
            className="button button-primary"
            onClick={() => openAppOrStore(APP_REGISTER_LINK)}
          >
            Open App
          </button>
          {onCreateHere && (
            <button type="button" className="button button-secondary" onClick={onCreateHere}>
              Create an account here
            </button>
          )}
          <button type="button" className="button button-secondary" onClick={onClose}>
            Close
          </button>
        </>
      }
    >
      <p>This website is a backup for ticket purchases.</p>
      <p>
        To create a new account, first register in the Floorcraft mobile app. Then go to the app's
        Tickets screen to buy tickets.
      </p>
      <p>Already have an account? Close this window and sign in here.</p>
      {onCreateHere && <p>Buying tickets on the web? You can also create your account here.</p>}
    </Modal>
  );
}

// "Register in the mobile app" (spec §2 Login page): the one way this modal offers is the app. A
// buyer on the web who wants an account here finds "Create an account here" on the sign-in page.
import { Modal } from '@/components/modal/modal';
import { APP_REGISTER_LINK, openAppOrStore } from '@/lib/app-links';

interface Props {
  open: boolean;
  onClose: () => void;
}

export function RegisterInAppModal({ open, onClose }: Props) {
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
    </Modal>
  );
}

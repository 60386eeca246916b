// "Register in the mobile app": new accounts start in the app (spec §2 Login page).
import { Modal } from '@/components/modal/modal';
import { APP_REGISTER_LINK, openAppOrStore } from '@/lib/app-links';

export function RegisterInAppModal({ open, onClose }: { open: boolean; onClose: () => void }) {
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

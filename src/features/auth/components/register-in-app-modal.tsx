// "Register in the mobile app" (spec §2 Login page): the one way this modal offers is the app. A
// buyer on the web who wants an account here finds "Create an account here" on the sign-in page.
import { Modal } from '@/components/modal/modal';
import { APP_REGISTER_LINK, openAppOrStore } from '@/lib/app-links';
import { useI18n } from '@/lib/i18n/use-i18n';

interface Props {
  open: boolean;
  onClose: () => void;
}

export function RegisterInAppModal({ open, onClose }: Props) {
  const i18n = useI18n();
  return (
    <Modal
      open={open}
      title={i18n._('auth.inApp.title')}
      onClose={onClose}
      footer={
        <>
          <button
            type="button"
            className="button button-primary"
            onClick={() => openAppOrStore(APP_REGISTER_LINK)}
          >
            {i18n._('auth.inApp.open')}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {i18n._('common.close')}
          </button>
        </>
      }
    >
      <p>{i18n._('auth.inApp.backup')}</p>
<p>{i18n._('auth.inApp.how')}</p>
      <p>{i18n._('auth.inApp.signInHere')}</p>
    </Modal>
  );
}

// Offered under a sign-in refused for too many attempts: "it was me" — e-mail the account a link
// that lets this device sign in again (the devices it signed in on before are not paused).
import { failureMessage } from '@/lib/api/result';
import { useRequestDeviceLink } from '../api/device-link';
import { DEVICE_LINK_MESSAGES } from '../messages';
import { useI18n } from '@/lib/i18n/use-i18n';

export function DeviceLinkOffer({ email }: { email: string }) {
  const i18n = useI18n();
  const mutation = useRequestDeviceLink();
  const answer = mutation.data;

  if (answer?.ok) {
    return (
      <div className="alert alert-success" role="status">
        {answer.data.message}
      </div>
    );
  }
  return (
    <div className="alert alert-info device-link-offer">
      <p>{i18n._(DEVICE_LINK_MESSAGES.offer)}</p>
      <button
        type="button"
        className="button button-secondary button-block"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate(email)}
      >
        {mutation.isPending
          ? i18n._(DEVICE_LINK_MESSAGES.sending)
          : i18n._(DEVICE_LINK_MESSAGES.send)}
      </button>
      {answer && !answer.ok && (
        <p role="alert">{failureMessage(answer, i18n._(DEVICE_LINK_MESSAGES.requestFailed))}</p>
      )}
      {mutation.isError && <p role="alert">{i18n._(DEVICE_LINK_MESSAGES.requestFailed)}</p>}
    </div>
  );
}

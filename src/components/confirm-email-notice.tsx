// Tells a signed-in account whose e-mail address is not confirmed yet where the link went, and
// sends a new one on request (the first may be lost, or older than its 7 days).
import { i18n } from '@/lib/i18n/i18n';
import { useI18n } from '@/lib/i18n/use-i18n';
import { richText } from '@/lib/i18n/rich-text';
import { useMutation } from '@tanstack/react-query';
import { messageAnswerSchema } from '@/contract/answers';
import { api } from '@/lib/api/client';
import { parseAnswer } from '@/lib/api/parse-answer';
import { failureMessage } from '@/lib/api/result';
import { useAuth } from '@/lib/auth/auth-context';

async function requestConfirmationEmail(): Promise<{ ok: boolean; message: string }> {
  const result = parseAnswer(
    await api.post('/api/v2/account/confirmation-email', {}),
    messageAnswerSchema,
  );
  if (result.ok) return { ok: true, message: result.data.message };
  return {
    ok: false,
    message: failureMessage(result, i18n._('confirmEmail.failed')),
  };
}

/** `extra`: what the page adds (My Tickets: tickets for this address wait for the confirmation). */
export function ConfirmEmailNotice({ extra }: { extra?: string } = {}) {
  useI18n();
  const { accountDetails } = useAuth();
  const resend = useMutation({ mutationFn: requestConfirmationEmail });
  // Absent on a profile kept from before the server said: nothing to ask of its owner.
  if (!accountDetails || accountDetails.emailConfirmed !== false) return null;
  const answer = resend.data;
  return (
    <section className="alert alert-info confirm-email" aria-labelledby="confirm-email-heading">
      <h2 id="confirm-email-heading" className="confirm-email__title">
        {i18n._('confirmEmail.title')}
      </h2>
      <p>
        {richText(i18n._('confirmEmail.text', { email: accountDetails.email }), [
          (email) => <strong>{email}</strong>,
        ])}
      </p>
      {extra && <p>{extra}</p>}
      {answer ? (
        <p role={answer.ok ? 'status' : 'alert'}>{answer.message}</p>
      ) : (
        <button
          type="button"
          className="button button-secondary"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {resend.isPending ? i18n._('confirmEmail.sending') : i18n._('confirmEmail.resend')}
        </button>
      )}
    </section>
  );
}

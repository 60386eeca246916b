// Tells a signed-in account whose e-mail address is not confirmed yet where the link went, and
// sends a new one on request (the first may be lost, or older than its 7 days).
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
    message: failureMessage(result, 'A new link could not be sent. Please try again.'),
  };
}

export function ConfirmEmailNotice() {
  const { accountDetails } = useAuth();
  const resend = useMutation({ mutationFn: requestConfirmationEmail });
  // Absent on a profile kept from before the server said: nothing to ask of its owner.
  if (!accountDetails || accountDetails.emailConfirmed !== false) return null;
  const answer = resend.data;
  return (
    <section className="alert alert-info confirm-email" aria-labelledby="confirm-email-heading">
      <h2 id="confirm-email-heading" className="confirm-email__title">
        Please confirm your e-mail address
      </h2>
      <p>
        We e-mailed a link to <strong>{accountDetails.email}</strong> when you signed up. Opening it
        confirms the address, so your tickets and receipts reach you.
      </p>
      {answer ? (
        <p role={answer.ok ? 'status' : 'alert'}>{answer.message}</p>
      ) : (
        <button
          type="button"
          className="button button-secondary"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {resend.isPending ? 'Sending…' : 'Send the link again'}
        </button>
      )}
    </section>
  );
}

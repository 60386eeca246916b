// POST /api/v2/auth/verify-email: confirms an account's e-mail address from the e-mailed link.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { failureMessage } from '@/lib/api/result';
import { messageAnswerSchema } from '@/contract/answers';
import { parseAnswer } from '@/lib/api/parse-answer';

export async function verifyEmail(token: string): Promise<{ ok: boolean; message: string }> {
  const result = parseAnswer(
    await api.post('/api/v2/auth/verify-email', { token }, { skipAuthRetry: true }),
    messageAnswerSchema,
  );
  if (result.ok) return { ok: true, message: result.data.message };
  return {
    ok: false,
    message: failureMessage(
      result,
      'Your e-mail address could not be confirmed. Please try again.',
    ),
  };
}

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });

// POST /api/v2/account-public/cancel-deletion: fetcher and mutation hook.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { withMinimumDuration } from '@/lib/min-duration';
import { successMessageSchema } from '@/contract/answers';
import { parseAnswer } from '@/lib/api/parse-answer';

export const cancelDeletion = async (token: string) =>
  parseAnswer(
    await api.post('/api/v2/account-public/cancel-deletion', { token }),
    successMessageSchema,
  );

export const useCancelDeletion = () =>
  useMutation({ mutationFn: (token: string) => withMinimumDuration(cancelDeletion(token)) });

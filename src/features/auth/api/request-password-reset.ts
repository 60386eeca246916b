// POST /api/v2/auth/request-password-reset: fetcher and mutation hook.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { successMessageSchema } from '@/contract/answers';
import { parseAnswer } from '@/lib/api/parse-answer';

export const requestPasswordReset = async (email: string) =>
  parseAnswer(
    await api.post('/api/v2/auth/request-password-reset', { email }),
    successMessageSchema,
  );

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

// POST /api/v2/auth/reset-password: fetcher and mutation hook.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { successMessageSchema } from '@/contract/answers';
import { parseAnswer } from '@/lib/api/parse-answer';

export const resetPassword = async (input: { token: string; newPassword: string }) =>
  parseAnswer(await api.post('/api/v2/auth/reset-password', input), successMessageSchema);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

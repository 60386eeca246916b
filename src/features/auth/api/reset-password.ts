// POST /api/v2/auth/reset-password: fetcher and mutation hook.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export const resetPassword = (input: { token: string; newPassword: string }) =>
  api.post<{ success: boolean; message: string }>('/api/v2/auth/reset-password', input);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

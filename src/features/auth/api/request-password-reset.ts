// POST /api/v2/auth/request-password-reset: fetcher and mutation hook.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';

export const requestPasswordReset = (email: string) =>
  api.post<{ success: boolean; message: string }>('/api/v2/auth/request-password-reset', { email });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

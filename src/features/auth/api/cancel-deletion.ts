// POST /api/v2/account-public/cancel-deletion: fetcher and mutation hook.
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { withMinimumDuration } from '@/lib/min-duration';

export const cancelDeletion = (token: string) =>
  api.post<{ success: boolean; message: string }>('/api/v2/account-public/cancel-deletion', {
    token,
  });

export const useCancelDeletion = () =>
  useMutation({ mutationFn: (token: string) => withMinimumDuration(cancelDeletion(token)) });

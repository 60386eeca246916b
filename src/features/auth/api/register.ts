// POST /api/v2/auth/register: a dancer's account made on the web (the mobile app makes them too).
import type { RegisterRequest } from '@/contract/auth';
import { api } from '@/lib/api/client';
import { failureMessage, isConnectionFailure } from '@/lib/api/result';

export async function register(request: RegisterRequest): Promise<string | null> {
  const result = await api.post('/api/v2/auth/register', request, {
    skipAuthRetry: true,
  });
  if (result.ok) return null;
  if (isConnectionFailure(result)) return 'No connection. Please check your network and try again.';
  return failureMessage(result, 'Your account could not be created. Please try again.');
}

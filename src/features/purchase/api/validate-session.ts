// POST /api/v2/ticket/sessions/validate: trades the app's checkout session for signed-in tokens.
import { sessionValidationSchema } from '@/contract/checkout-sessions';
import { api } from '@/lib/api/client';

export async function validateSession(sessionId: string) {
  const result = await api.post('/api/v2/ticket/sessions/validate', { sessionId });
  if (!result.ok) return result;
  return { ...result, data: sessionValidationSchema.parse(result.data).data };
}

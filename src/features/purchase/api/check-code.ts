// POST /api/v2/ticket/purchase/code: what a promo or access code takes off and which hidden ticket
// types it unlocks. Loaded with the code field only, for events that have codes.
import { codeCheckResponseSchema, type CodeCheckRequest } from '@/contract/code-check';
import { api } from '@/lib/api/client';
import { parseAnswer } from '@/lib/api/parse-answer';

export const checkCode = async (request: CodeCheckRequest) =>
  parseAnswer(await api.post('/api/v2/ticket/purchase/code', request), codeCheckResponseSchema);

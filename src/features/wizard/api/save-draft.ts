// POST /api/v2/ticket/organiser/draft: saves the wizard. The answer is a saved configuration, an
// ownership question (requiresOwnershipAck), or a failure; the request carries the draft's client
// key, so a retried first save never makes two drafts.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { lazySchema } from '@/contract/lazy-schema';
import {
  ownershipInfoSchema,
  ticketConfigurationSchema,
  type DraftSaveRequest,
  type OwnershipInfo,
} from '@/contract/ticketing';
import { api } from '@/lib/api/client';
import type { ApiFailure } from '@/lib/api/result';
import { ticketingKeys } from '@/lib/query-keys';

const answerSchema = lazySchema(() =>
  z.union([
    z.object({ requiresOwnershipAck: z.literal(true), data: ownershipInfoSchema }),
    z.object({ data: ticketConfigurationSchema }),
  ]),
);

export type Ownership = OwnershipInfo;
export type SaveOutcome =
  | { kind: 'saved'; configuration: z.infer<typeof ticketConfigurationSchema> }
  | { kind: 'ownership'; ownership: Ownership }
  | { kind: 'failed'; failure: ApiFailure };

export async function saveDraft(request: DraftSaveRequest): Promise<SaveOutcome> {
  const result = await api.post('/api/v2/ticket/organiser/draft', request);
  if (!result.ok) return { kind: 'failed', failure: result };
  const answer = answerSchema.parse(result.data);
  return 'requiresOwnershipAck' in answer
    ? { kind: 'ownership', ownership: answer.data }
    : { kind: 'saved', configuration: answer.data };
}

export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation<SaveOutcome, Error, DraftSaveRequest>({
    // Offline, the device copy of the draft is what waits (use-draft-saver.ts), not this call.
    mutationFn: saveDraft,
    onSuccess: (outcome) => {
      if (outcome.kind !== 'saved') return;
      queryClient.setQueryData(
        ['tickets', 'configuration', outcome.configuration.id],
        outcome.configuration,
      );
      void queryClient.invalidateQueries({ queryKey: ticketingKeys.drafts() });
    },
  });
}

// The writes that must survive a bad connection, registered by key at start-up (TanStack Query
// setMutationDefaults): a save paused offline and persisted with the query cache finds its
// function again after a reload, and resumes once. Each loads its feature's code on first use,
// so the first page does not carry it.
import type { QueryClient } from '@tanstack/react-query';
import type { DraftSaveRequest } from '@/contract/ticketing';

export const SAVE_DRAFT_KEY = ['wizard', 'save-draft'] as const;

export function registerMutationDefaults(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(SAVE_DRAFT_KEY, {
    // The request carries the draft's client key (or id): sent twice, it is still one draft.
    mutationFn: async (request: DraftSaveRequest) =>
      (await import('@/features/wizard/api/save-draft')).saveDraft(request),
  });
}

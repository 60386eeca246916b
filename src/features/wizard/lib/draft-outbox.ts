// The wizard's saves in the app's outbox (lib/offline/outbox.ts): a save is kept under the
// draft's client key (the same key again replaces it, so the newest form is what goes) and sent
// at once; one the server could not be reached for stays, and goes when the server is back, under
// the same key, so a draft begun offline becomes exactly one server draft. Each draft is its own
// scope: only the wizard working on it sends it. The wizard's device copy of the form (for a
// reload or a closed tab) is its own store's, beside this.
import type { DraftSaveRequest } from '@/contract/ticketing';
import { failureMessage, isConnectionFailure } from '@/lib/api/result';
import { Outbox } from '@/lib/offline/outbox';
import type { SaveOutcome } from '../api/save-draft';

export interface DraftOutbox {
  /** Keeps the save and sends it: the server's answer, or the failure that kept it waiting. */
  send(request: DraftSaveRequest): Promise<SaveOutcome>;
}

export function draftOutbox(
  organisationId: string,
  clientKey: string,
  save: (request: DraftSaveRequest) => Promise<SaveOutcome>,
): DraftOutbox {
  let answer: SaveOutcome | null = null;
  /** The answer the replay just got (read through a call: the replay sets it meanwhile). */
  const answered = (): SaveOutcome | null => answer;
  const outbox = new Outbox(`wizard/${organisationId}/${clientKey}`, {
    'wizard-draft': {
      async send([request]: DraftSaveRequest[]) {
        answer = await save(request!);
        if (answer.kind !== 'failed') return ['sent'];
        const failure = answer.failure;
        if (isConnectionFailure(failure))
          return { stopped: { status: failure.status, problem: failure.problem } };
        return [{ refused: failureMessage(failure, 'The server did not take this save.') }];
      },
    },
  });
  return {
    async send(request) {
      answer = null;
      try {
        await outbox.add('wizard-draft', clientKey, request);
      } catch {
        // No IndexedDB (a private window, storage full): the save still goes to the server.
        return save(request);
      }
      await outbox.replay({ force: true });
      const sent = answered();
      // A refusal is the wizard's to show (it does, at once); the next save takes its place.
      if (sent?.kind === 'failed' && !isConnectionFailure(sent.failure))
        await outbox.dismiss(clientKey);
      return sent ?? save(request);
    },
  };
}

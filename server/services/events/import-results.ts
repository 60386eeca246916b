// The answer to a batch of imports or updates: every event's own result, and whether all, some or
// none worked (the route answers 200, 207 or 500 for those, spec §7/§8), in the contract's words.
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import {
  BATCH_MESSAGES,
  type ImportResponse,
  type ImportResult,
} from '../../../src/contract/imports';
import { runAsBulk } from '../../db/work-priority';

export type BatchOutcome = 'all' | 'some' | 'none';

/**
 * Runs a batch one event at a time (each event's writes see the ones before it: two of the same
 * batch may be the same event) and answers it.
 */
export async function runBatch<T>(
  events: T[],
  kind: 'import' | 'update',
  one: (event: T, index: number) => Promise<ImportResult>,
): Promise<{ outcome: BatchOutcome; body: ImportResponse }> {
  const results: ImportResult[] = [];
  for (const [index, event] of events.entries()) {
    // Bulk work: a request a person waits on gets the database before the batch's next event.
    results.push(await runAsBulk(() => one(event, index)));
    // A batch of 500 is 500 turns of the event loop, not one: other requests run in between.
    await yieldToOthers();
  }
  return batchAnswer(results, kind);
}

export function batchAnswer(
  results: ImportResult[],
  kind: 'import' | 'update',
): { outcome: BatchOutcome; body: ImportResponse } {
  const successfulEvents = results.filter((result) => result.success).length;
  const failedEvents = results.length - successfulEvents;
  const outcome: BatchOutcome = failedEvents === 0 ? 'all' : successfulEvents > 0 ? 'some' : 'none';
  const message =
    outcome === 'all'
      ? BATCH_MESSAGES.done(successfulEvents, kind)
      : outcome === 'some'
        ? BATCH_MESSAGES.someFailed[kind]
        : BATCH_MESSAGES.allFailed[kind];
  return { outcome, body: { data: results, message, details: { successfulEvents, failedEvents } } };
}

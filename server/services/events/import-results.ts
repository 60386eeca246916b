// The answer to a batch of imports or updates: every event's own result, and whether all, some or
// none worked (the route answers 200, 207 or 500 for those, spec §7/§8), in the contract's words.
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import {
  BATCH_MESSAGES,
  type ImportResponse,
  type ImportResult,
} from '../../../src/contract/imports';
import { runAsBulk } from '../../db/work-priority';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';

export type BatchOutcome = 'all' | 'some' | 'none';

/** What an event the database refused for a reason nobody foresaw says; the log has the reason. */
export const EVENT_NOT_SAVED = 'This event could not be saved. Please try it again.';

/**
 * Runs a batch one event at a time (each event's writes see the ones before it: two of the same
 * batch may be the same event) and answers it. An event that fails unexpectedly fails alone: the
 * ones before it are saved, so answering the whole batch 500 invited a retry that saved them twice.
 */
export async function runBatch<T extends { title: string }>(
  events: T[],
  kind: 'import' | 'update',
  one: (event: T, index: number) => Promise<ImportResult>,
  log: Pick<Logger, 'error'>,
): Promise<{ outcome: BatchOutcome; body: ImportResponse }> {
  const results: ImportResult[] = [];
  for (const [index, event] of events.entries()) {
    // Bulk work: a request a person waits on gets the database before the batch's next event.
    results.push(
      await runAsBulk(() => one(event, index)).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        log.error({ err: error, index, kind }, 'an event of a calendar-file batch failed');
        return {
          index,
          title: event.title,
          eventId: null,
          success: false,
          message: EVENT_NOT_SAVED,
          imageUploadStatus: 'none' as const,
        };
      }),
    );
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

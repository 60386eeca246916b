// The answer to a batch of imports or updates: 200 when all worked, 207 when some did, 500 when
// none did (spec §7/§8), each event with its own result and message.
import type { ImportResponse, ImportResult } from '../../../src/contract/imports';

export function batchAnswer(
  results: ImportResult[],
  kind: 'import' | 'update',
): { status: number; body: ImportResponse } {
  const successfulEvents = results.filter((result) => result.success).length;
  const failedEvents = results.length - successfulEvents;
  const status = failedEvents === 0 ? 200 : successfulEvents > 0 ? 207 : 500;
  const message =
    status === 200
      ? `${successfulEvents} event${successfulEvents === 1 ? '' : 's'} ${kind === 'import' ? 'imported' : 'updated'}.`
      : status === 207
        ? kind === 'import'
          ? 'Some events failed to import.'
          : 'Some events failed to update.'
        : kind === 'import'
          ? 'All event imports failed'
          : 'All event updates failed';
  return { status, body: { data: results, message, details: { successfulEvents, failedEvents } } };
}

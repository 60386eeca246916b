// Sends an upload plan and follows its images (spec §4, §8 Upload): imports, then updates, then
// polls the image status every 2 s, at most 15 times, until no image is still uploading.
import { BATCH_MESSAGES, importResponseSchema } from '@/contract/imports';
import { failureMessage, type ApiResult } from '@/lib/api/result';
import { getUploadStatus } from '../api/get-upload-status';
import { importEvents, updateEvents, type OutgoingEvent } from '../api/send-events';
import type { UploadPlan } from './conflicts';

export const POLL_INTERVAL_MS = 2000;
export const MAX_POLLS = 15;

export const UPLOAD_MESSAGES = {
  someFailed: BATCH_MESSAGES.someFailed.import,
  allImportsFailed: BATCH_MESSAGES.allFailed.import,
  allUpdatesFailed: BATCH_MESSAGES.allFailed.update,
  serverError: (status: number) => `Server error for new events: ${status}`,
  generalFailure: 'Failed to upload events. Please try again.',
  imageFailed: 'Image upload failed.',
  stillProcessing:
    'The image is still being processed; it will appear on the calendar when it is ready.',
} as const;

export type ItemStatus = 'pending' | 'completed' | 'failed';
export type ImageStatus = 'uploading' | 'completed' | 'failed' | 'none';

export interface ItemProgress {
  key: string;
  title: string;
  status: ItemStatus;
  message: string | null;
  eventId: string | null;
  imageStatus: ImageStatus;
  imageError: string | null;
}

export interface UploadProgress {
  items: ItemProgress[];
  phase: 'sending' | 'images' | 'done';
  notices: string[];
}

type Images = ReadonlyMap<string, string>;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Records a batch answer on its items: per-event outcomes when the server sent them, else one failure for all. */
function apply(
  items: ItemProgress[],
  keys: string[],
  result: ApiResult<unknown>,
  kind: 'import' | 'update',
  notices: string[],
) {
  const allFailed =
    kind === 'import' ? UPLOAD_MESSAGES.allImportsFailed : UPLOAD_MESSAGES.allUpdatesFailed;
  const byKey = new Map(items.map((item) => [item.key, item]));
  const answered = result.ok || result.status === 500;
  // The answer's shape is the contract's, checked: anything else counts as no answer.
  const parsed = answered ? importResponseSchema.safeParse(result.data) : null;
  const body = parsed?.success ? parsed.data : null;
  if (body) {
    for (const outcome of body.data) {
      const item = byKey.get(keys[outcome.index] ?? '');
      if (!item) continue;
      Object.assign(
        item,
        outcome.success
          ? {
              status: 'completed',
              eventId: outcome.eventId,
              imageStatus: outcome.imageUploadStatus,
              message: null,
            }
          : { status: 'failed', message: outcome.message, imageStatus: 'none' },
      );
    }
    if (result.status === 207) notices.push(body.message || UPLOAD_MESSAGES.someFailed);
    if (result.status === 500) notices.push(body.message || allFailed);
    return;
  }
  let message: string;
  if (result.ok) message = UPLOAD_MESSAGES.generalFailure;
  else if (result.status === 500) message = failureMessage(result, allFailed);
  else if (result.problem === 'CLIENT_ERROR') message = UPLOAD_MESSAGES.serverError(result.status);
  else message = UPLOAD_MESSAGES.generalFailure;
  for (const key of keys) {
    const item = byKey.get(key);
    if (item) Object.assign(item, { status: 'failed', message, imageStatus: 'none' });
  }
  notices.push(message);
}

async function pollImages(items: ItemProgress[], report: () => void, intervalMs: number) {
  for (let poll = 0; poll < MAX_POLLS; poll++) {
    const waiting = items.filter((item) => item.imageStatus === 'uploading' && item.eventId);
    if (waiting.length === 0) return;
    await wait(intervalMs);
    const statuses = await getUploadStatus(waiting.map((item) => item.eventId ?? ''));
    for (const status of statuses ?? []) {
      const item = waiting.find((candidate) => candidate.eventId === status.eventId);
      if (!item) continue;
      item.imageStatus = status.imageUploadStatus;
      item.imageError =
        status.imageUploadStatus === 'failed'
          ? (status.imageUploadError ?? UPLOAD_MESSAGES.imageFailed)
          : null;
    }
    report();
  }
  items
    .filter((item) => item.imageStatus === 'uploading')
    .forEach((item) => (item.imageError = UPLOAD_MESSAGES.stillProcessing));
}

export async function runUpload(
  plan: UploadPlan,
  images: Images,
  onProgress: (progress: UploadProgress) => void,
  intervalMs = POLL_INTERVAL_MS,
): Promise<UploadProgress> {
  const planned = [...plan.imports, ...plan.updates.map((update) => update.event)];
  const items: ItemProgress[] = planned.map((event) => ({
    key: event.key,
    title: event.title,
    status: 'pending',
    message: null,
    eventId: null,
    imageStatus: images.has(event.key) ? 'uploading' : 'none',
    imageError: null,
  }));
  const notices: string[] = [];
  const report = (phase: UploadProgress['phase']) =>
    onProgress({ items: items.map((item) => ({ ...item })), phase, notices: [...notices] });
  report('sending');
  try {
    if (plan.imports.length > 0) {
      const outgoing: OutgoingEvent[] = plan.imports.map((event) => ({
        event,
        base64Image: images.get(event.key) ?? null,
      }));
      apply(
        items,
        plan.imports.map((event) => event.key),
        await importEvents(outgoing),
        'import',
        notices,
      );
      report('sending');
    }
    if (plan.updates.length > 0) {
      const outgoing: OutgoingEvent[] = plan.updates.map((update) => ({
        event: update.event,
        base64Image: images.get(update.event.key) ?? null,
        existingEventId: update.existingEventId,
        conflictAction: update.action,
      }));
      apply(
        items,
        plan.updates.map((update) => update.event.key),
        await updateEvents(outgoing),
        'update',
        notices,
      );
    }
    report('images');
    await pollImages(items, () => report('images'), intervalMs);
  } catch {
    items
      .filter((item) => item.status === 'pending')
      .forEach((item) =>
        Object.assign(item, {
          status: 'failed',
          message: UPLOAD_MESSAGES.generalFailure,
          imageStatus: 'none',
        }),
      );
    notices.push(UPLOAD_MESSAGES.generalFailure);
  }
  const final = {
    items: items.map((item) => ({ ...item })),
    phase: 'done' as const,
    notices: [...notices],
  };
  onProgress(final);
  return final;
}

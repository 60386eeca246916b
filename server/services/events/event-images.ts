// The asynchronous image step of an import: the event shows "uploading" until the image is
// stored ("completed") or refused ("failed", with the reason).
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { BackgroundTasks } from '../jobs/background-tasks';
import { checkBase64Image, decodeBase64Image, storeImage } from '../images';

export const IMAGE_FAILED_MESSAGE = 'Image upload failed.';

/**
 * Checks every image of a batch before anything is written, so a file that is not a JPEG, PNG,
 * GIF or WebP of at most 10 MB is a 4xx naming its event, and nothing is half imported.
 */
export function assertImagesValid(events: Array<{ base64Image?: string | null }>): void {
  events.forEach((event, index) => {
    if (!event.base64Image) return;
    try {
      checkBase64Image(event.base64Image);
    } catch (error) {
      if (error instanceof AppError) {
        throw new AppError(error.statusCode, error.code, `Event ${index + 1}: ${error.message}`, {
          field: `events.${index}.base64Image`,
        });
      }
      throw error;
    }
  });
}

export function queueEventImage(
  background: BackgroundTasks,
  db: Db,
  eventId: string,
  base64Image: string,
  accountId: string,
): void {
  background.runInLine('event images', 'event image', async () => {
    try {
      const key = await storeImage(db, decodeBase64Image(base64Image), accountId);
      await db
        .updateTable('events')
        .set({
          image_key: key,
          image_upload_status: 'completed',
          image_upload_error: null,
          updated_at: new Date(),
        })
        .where('id', '=', eventId)
        .execute();
    } catch (error) {
      const reason =
        error instanceof AppError
          ? `${IMAGE_FAILED_MESSAGE} ${error.message}`
          : IMAGE_FAILED_MESSAGE;
      await db
        .updateTable('events')
        .set({ image_upload_status: 'failed', image_upload_error: reason })
        .where('id', '=', eventId)
        .execute();
      if (!(error instanceof AppError)) throw error;
    }
  });
}

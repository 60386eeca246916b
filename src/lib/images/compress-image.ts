// Compresses an image in the browser, loaded lazily. Event images (spec §5 Images): long side at
// most 800 (landscape) or 600 (portrait), JPEG quality 0.1 for the upload and 0.3 for the small
// thumbnail. Branding images (a school's logo and overlay) keep more: long side 1200, JPEG 0.85, or
// PNG for a PNG or GIF so that transparency stays. An instructor's photo is as large but always a
// JPEG (a photo needs no transparency), so it stays within the server's 2 MB for photos. `prepareImage` is the one way a picked image is
// read: shrunk here, then checked (image-rules.ts).
import { MAX_PHOTO_BYTES } from '@/contract/instructors';
import { MAX_IMAGE_BYTES } from '@/contract/imports';
import {
  ImageRefused,
  pickedImageProblem,
  preparedImageProblem,
  unreadableImage,
} from './image-rules';

export const UPLOAD_QUALITY = 0.1;
export const THUMBNAIL_QUALITY = 0.3;
const THUMBNAIL_LONG_SIDE = 160;

export function boundedSize(width: number, height: number, longSide = width >= height ? 800 : 600) {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function render(
  bitmap: ImageBitmap,
  size: { width: number; height: number },
  quality: number,
  type = 'image/jpeg',
): string {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot process images.');
  if (type === 'image/jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
  }
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return canvas.toDataURL(type, quality);
}

export async function compressImage(file: File): Promise<{ upload: string; thumbnail: string }> {
  const bitmap = await createImageBitmap(file);
  try {
    return {
      upload: render(bitmap, boundedSize(bitmap.width, bitmap.height), UPLOAD_QUALITY),
      thumbnail: render(
        bitmap,
        boundedSize(bitmap.width, bitmap.height, THUMBNAIL_LONG_SIDE),
        THUMBNAIL_QUALITY,
      ),
    };
  } finally {
    bitmap.close();
  }
}

export type ImageUse = 'event' | 'branding' | 'schedule' | 'photo';
const BRANDING_LONG_SIDE = 1200;
/** A day's schedule is read for its small print: it keeps more of its size. */
const SCHEDULE_LONG_SIDE = 2000;
const BRANDING_QUALITY = 0.85;

async function shrink(file: File, use: ImageUse): Promise<{ upload: string; thumbnail: string }> {
  if (use === 'event') return compressImage(file);
  const bitmap = await createImageBitmap(file);
  try {
    const size = boundedSize(
      bitmap.width,
      bitmap.height,
      use === 'schedule' ? SCHEDULE_LONG_SIDE : BRANDING_LONG_SIDE,
    );
    const keepsAlpha = use !== 'photo' && (file.type === 'image/png' || file.type === 'image/gif');
    const upload = render(bitmap, size, BRANDING_QUALITY, keepsAlpha ? 'image/png' : 'image/jpeg');
    return { upload, thumbnail: upload };
  } finally {
    bitmap.close();
  }
}

/** A picked image made ready to send, or an `ImageRefused` saying why it cannot be. */
export async function prepareImage(
  file: File,
  use: ImageUse = 'event',
): Promise<{ upload: string; thumbnail: string }> {
  const picked = pickedImageProblem(file);
  if (picked) throw new ImageRefused(picked);
  let prepared: { upload: string; thumbnail: string };
  try {
    prepared = await shrink(file, use);
  } catch {
    throw new ImageRefused(unreadableImage(file.name));
  }
  const tooBig = preparedImageProblem(
    prepared.upload,
    use === 'photo' ? MAX_PHOTO_BYTES : MAX_IMAGE_BYTES,
  );
  if (tooBig) throw new ImageRefused(tooBig);
  return prepared;
}

// Compresses an event image in the browser (spec §5 Images): long side at most 800 (landscape) or
// 600 (portrait), JPEG quality 0.1 for the upload and 0.3 for the small thumbnail. Loaded lazily.
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
): string {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot process images.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return canvas.toDataURL('image/jpeg', quality);
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

// One rule for every image a user picks (event images in the wizard and on Uploads, Branding, an
// instructor's photo): it is made smaller on the device first, and only what would be sent is
// checked against the server's limit for that use (10 MB; 2 MB for a profile photo), so a large
// photo straight from a camera is fine everywhere. The words here are
// shared by the three screens; the shrinking itself (compress-image.ts) loads lazily.
import { MAX_IMAGE_BYTES } from '@/contract/imports';

export const notAnImage = (name: string) =>
  `"${name}" is not an image. Choose a JPEG, PNG, GIF or WebP picture.`;
export const unreadableImage = (name: string) =>
  `The image "${name}" could not be read. Choose a JPEG, PNG, GIF or WebP picture.`;
export const imageTooBig = (maxBytes: number) =>
  `Even made smaller, this image is over ${maxBytes / (1024 * 1024)} MB. Please choose a smaller picture.`;
export const IMAGE_TOO_BIG = imageTooBig(MAX_IMAGE_BYTES);

/** What a picked image is refused for, with the words to say; thrown by `prepareImage`. */
export class ImageRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRefused';
  }
}

/** The bytes a data URL (or bare base64) stands for. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** Before shrinking: only a file the browser calls an image is tried. */
export const pickedImageProblem = (file: { name: string; type: string }): string | null =>
  file.type.startsWith('image/') ? null : notAnImage(file.name);

/** After shrinking: what would be sent must be within the server's limit for its use. */
export const preparedImageProblem = (dataUrl: string, maxBytes = MAX_IMAGE_BYTES): string | null =>
  dataUrlBytes(dataUrl) > maxBytes ? imageTooBig(maxBytes) : null;

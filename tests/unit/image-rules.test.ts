// One image rule (issue 31): a picked image is shrunk on the device, then what would be sent is
// checked against the server's 10 MB — never the file as picked.
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '@/contract/imports';
import {
  IMAGE_TOO_BIG,
  dataUrlBytes,
  pickedImageProblem,
  preparedImageProblem,
} from '@/lib/images/image-rules';

const dataUrlOf = (bytes: number) =>
  `data:image/jpeg;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

describe('image rule', () => {
  it('counts the bytes a data URL stands for', () => {
    expect([1, 2, 3, 4, 1000].map((n) => dataUrlBytes(dataUrlOf(n)))).toEqual([1, 2, 3, 4, 1000]);
  });

  it('tries any image the browser names one, whatever its size', () => {
    expect(pickedImageProblem({ name: 'camera.bmp', type: 'image/bmp' })).toBeNull();
    expect(pickedImageProblem({ name: 'notes.txt', type: 'text/plain' })).toBe(
      '"notes.txt" is not an image. Choose a JPEG, PNG, GIF or WebP picture.',
    );
  });

  it('checks only the shrunk image against 10 MB', () => {
    expect(preparedImageProblem(dataUrlOf(MAX_IMAGE_BYTES))).toBeNull();
    expect(preparedImageProblem(dataUrlOf(MAX_IMAGE_BYTES + 1))).toBe(IMAGE_TOO_BIG);
  });
});

// The check-in code's file names its event in the PNG's own metadata: an iTXt Title chunk, with a
// correct CRC, before IEND, readable back in any script.
import { describe, expect, it } from 'vitest';
import { pngTitleOf, withPngTitle } from '@/lib/qr/png-title';

// A 1 × 1 white PNG.
const PIXEL = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  ),
  (c) => c.charCodeAt(0),
);

describe('withPngTitle', () => {
  it('adds a Title chunk a reader finds, keeping the image whole', () => {
    expect(pngTitleOf(PIXEL)).toBeNull();
    const titled = withPngTitle(PIXEL, 'Forró Night — São Paulo Crew');
    expect(pngTitleOf(titled)).toBe('Forró Night — São Paulo Crew');
    expect(titled.subarray(0, PIXEL.length - 12)).toEqual(PIXEL.subarray(0, PIXEL.length - 12));
    expect(new TextDecoder().decode(titled.subarray(titled.length - 8, titled.length - 4))).toBe(
      'IEND',
    );
    // The chunk's CRC is the standard one over its type and data: zlib's crc32 of "iTXt…".
    const at = PIXEL.length - 12;
    const length = new DataView(titled.buffer).getUint32(at);
    const crc = new DataView(titled.buffer).getUint32(at + 8 + length);
    expect(crc).toBe(referenceCrc(titled.subarray(at + 4, at + 8 + length)));
  });
});

/** Bit by bit, as the PNG specification's sample code computes it. */
function referenceCrc(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

// Poster images for demo events: a diagonal gradient in the style's colour, drawn as a PNG with
// nothing but zlib, so the demo calendar shows pictures without shipping image files.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** A width × height PNG fading from `colour` to a deep purple. */
export function posterPng(colour: [number, number, number], width = 480, height = 270): Buffer {
  const end: [number, number, number] = [40, 16, 64];
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      for (let c = 0; c < 3; c++)
        row[1 + x * 3 + c] = Math.round(colour[c]! * (1 - t) + end[c]! * t);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const STYLE_RGB: Record<string, [number, number, number]> = {
  salsa: [211, 47, 47],
  bachata: [123, 31, 162],
  zouk: [0, 137, 123],
  tango: [184, 134, 11],
  kizomba: [142, 36, 170],
  forro: [239, 108, 0],
  'west coast swing': [46, 125, 50],
};

export const posterColourFor = (style: string): [number, number, number] =>
  STYLE_RGB[style] ?? [91, 42, 134];

// Writes a title into a PNG file's own metadata (an iTXt "Title" chunk, UTF-8, before IEND), so a
// downloaded check-in code says which event it is in a file browser as well as on the picture.
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** The PNG with an iTXt Title chunk inserted before its IEND chunk (the last 12 bytes). */
export function withPngTitle(png: Uint8Array, title: string): Uint8Array {
  const encoder = new TextEncoder();
  // keyword \0, not compressed (0), method 0, empty language \0, empty translated keyword \0, text
  const data = new Uint8Array([
    ...encoder.encode('Title'),
    0,
    0,
    0,
    0,
    0,
    ...encoder.encode(title),
  ]);
  const end = png.length - 12;
  const titled = chunk('iTXt', data);
  const out = new Uint8Array(png.length + titled.length);
  out.set(png.subarray(0, end), 0);
  out.set(titled, end);
  out.set(png.subarray(end), end + titled.length);
  return out;
}

/** The iTXt Title of a PNG, or null: what a reader of the file sees. */
export function pngTitleOf(png: Uint8Array): string | null {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const decoder = new TextDecoder();
  for (let at = 8; at + 12 <= png.length;) {
    const length = view.getUint32(at);
    const type = decoder.decode(png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'iTXt' && decoder.decode(data.subarray(0, 6)) === 'Title\0')
      return decoder.decode(data.subarray(10));
    at += 12 + length;
  }
  return null;
}

// How wide a line of text is in a TrueType font, read from the font's own tables (cmap format 4,
// hmtx): the share card wraps and shortens its lines by it, since SVG text never wraps itself.
// Kerning is left out; the card keeps a margin for it.
import { readFileSync } from 'node:fs';

export interface FontMetrics {
  /** The width of `text` at `size` pixels. */
  widthOf(text: string, size: number): number;
  /** Whether the font has a glyph for every character of `text` but spaces and joiners. */
  covers(text: string): boolean;
}

/** Characters drawn as nothing whether or not the font has them: spaces, the soft hyphen,
 * zero-width joiners and marks, variation selectors. */
const invisible = (code: number) =>
  code <= 0x20 ||
  code === 0xad ||
  (code >= 0x200b && code <= 0x200f) ||
  code === 0x2060 ||
  (code >= 0xfe00 && code <= 0xfe0f);
const tableOffsets = (font: Buffer) => {
  const tables = new Map<string, number>();
  const count = font.readUInt16BE(4);
  for (let index = 0; index < count; index += 1) {
    const record = 12 + index * 16;
    tables.set(font.toString('latin1', record, record + 4), font.readUInt32BE(record + 8));
  }
  return tables;
};

/** The Unicode BMP subtable (platform 3, encoding 1, format 4) as a code point → glyph lookup. */
function glyphLookup(font: Buffer, cmap: number): (code: number) => number {
  const subtables = font.readUInt16BE(cmap + 2);
  let table = -1;
  for (let index = 0; index < subtables; index += 1) {
    const record = cmap + 4 + index * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const offset = cmap + font.readUInt32BE(record + 4);
    if (platform === 3 && encoding === 1 && font.readUInt16BE(offset) === 4) table = offset;
  }
  if (table < 0) throw new Error('The font has no Unicode BMP cmap (format 4).');
  const segments = font.readUInt16BE(table + 6) / 2;
  const ends = table + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (code) => {
    if (code > 0xffff) return 0;
    for (let segment = 0; segment < segments; segment += 1) {
      if (font.readUInt16BE(ends + segment * 2) < code) continue;
      const start = font.readUInt16BE(starts + segment * 2);
      if (start > code) return 0;
      const delta = font.readInt16BE(deltas + segment * 2);
      const rangeAt = rangeOffsets + segment * 2;
      const range = font.readUInt16BE(rangeAt);
      if (range === 0) return (code + delta) & 0xffff;
      const glyph = font.readUInt16BE(rangeAt + range + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

export function loadFontMetrics(file: string): FontMetrics {
  const font = readFileSync(file);
  const tables = tableOffsets(font);
  const head = tables.get('head');
  const hhea = tables.get('hhea');
  const hmtx = tables.get('hmtx');
  const cmap = tables.get('cmap');
  if (head === undefined || hhea === undefined || hmtx === undefined || cmap === undefined)
    throw new Error(`${file} is not a TrueType font with head, hhea, hmtx and cmap tables.`);
  const unitsPerEm = font.readUInt16BE(head + 18);
  const metricCount = font.readUInt16BE(hhea + 34);
  const glyphOf = glyphLookup(font, cmap);
  const advanceOf = (glyph: number) =>
    font.readUInt16BE(hmtx + Math.min(glyph, metricCount - 1) * 4);
  const cache = new Map<number, number>();
  const advance = (code: number) => {
    let width = cache.get(code);
    if (width === undefined) {
      width = advanceOf(glyphOf(code));
      cache.set(code, width);
    }
    return width;
  };
  return {
    covers(text) {
      for (const char of text) {
        const code = char.codePointAt(0)!;
        if (!invisible(code) && glyphOf(code) === 0) return false;
      }
      return true;
    },
    widthOf(text, size) {
      let units = 0;
      for (const char of text) units += advance(char.codePointAt(0)!);
      return (units / unitsPerEm) * size;
    },
  };
}

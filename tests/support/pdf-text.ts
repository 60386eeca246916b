// The text a PDF written by pdf-lib shows: each content stream inflated and its hex strings (the
// standard fonts' WinAnsi bytes) read, one drawn string a line. Enough to check what a document says.
import { inflateSync } from 'node:zlib';

const winAnsi = new TextDecoder('windows-1252');

export function pdfText(bytes: Uint8Array | Buffer): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const shown: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (const match of raw.matchAll(streams)) {
    const body = Buffer.from(match[1]!, 'latin1');
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      shown.push(winAnsi.decode(Buffer.from(text[1]!, 'hex')));
  }
  return shown.join('\n');
}

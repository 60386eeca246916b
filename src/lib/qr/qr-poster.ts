// The check-in code as a file to keep or send to the door team: the event's title above the code
// and the address it opens below, drawn on a canvas, with the title in the PNG's metadata too.
import { withPngTitle } from './png-title';

const WIDTH = 640;
const PADDING = 32;
const CODE = 512;
const TITLE_LINE = 38;
const URL_LINE = 20;

function wrap(context: CanvasRenderingContext2D, text: string, width: number, maxLines: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (context.measureText(next).width <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** Characters per line, for an address that has no spaces to break at. */
function chop(text: string, perLine: number): string[] {
  const lines: string[] = [];
  for (let at = 0; at < text.length; at += perLine) lines.push(text.slice(at, at + perLine));
  return lines;
}

const loaded = (source: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The QR code image could not be read.'));
    image.src = source;
  });

export async function qrPosterPng(
  qrCode: string,
  title: string,
  checkInUrl: string | null,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas to draw on.');
  const titleFont = 'bold 30px system-ui, sans-serif';
  const urlFont = '15px ui-monospace, monospace';
  context.font = titleFont;
  const titleLines = wrap(context, title, WIDTH - PADDING * 2, 3);
  const urlLines = checkInUrl ? chop(checkInUrl, 62) : [];
  canvas.width = WIDTH;
  canvas.height =
    PADDING +
    titleLines.length * TITLE_LINE +
    12 +
    CODE +
    12 +
    urlLines.length * URL_LINE +
    PADDING;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#1a1a1a';
  context.textAlign = 'center';
  context.textBaseline = 'top';
  context.font = titleFont;
  titleLines.forEach((line, index) =>
    context.fillText(line, WIDTH / 2, PADDING + index * TITLE_LINE),
  );
  const codeTop = PADDING + titleLines.length * TITLE_LINE + 12;
  context.imageSmoothingEnabled = false;
  context.drawImage(await loaded(qrCode), (WIDTH - CODE) / 2, codeTop, CODE, CODE);
  context.font = urlFont;
  urlLines.forEach((line, index) =>
    context.fillText(line, WIDTH / 2, codeTop + CODE + 12 + index * URL_LINE),
  );
  const drawn = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made.'))),
      'image/png',
    ),
  );
  const titled = withPngTitle(new Uint8Array(await drawn.arrayBuffer()), title);
  return new Blob([titled as BlobPart], { type: 'image/png' });
}

/** Saves the titled picture; if it cannot be drawn, the bare code is saved instead. */
export async function downloadQrPoster(
  qrCode: string,
  title: string,
  checkInUrl: string | null,
  fileName: string,
) {
  const link = document.createElement('a');
  link.download = fileName;
  let objectUrl: string | null = null;
  try {
    objectUrl = URL.createObjectURL(await qrPosterPng(qrCode, title, checkInUrl));
    link.href = objectUrl;
  } catch {
    link.href = qrCode;
  }
  link.click();
  if (objectUrl) setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

// A fake camera for Chromium (--use-file-for-fake-video-capture): a Y4M video of a QR code, drawn
// from the text with the same QR library the server uses, black on white with a quiet zone.
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;

export function writeQrVideo(file: string, text: string, frames = 10): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const scale = Math.floor((HEIGHT - 40) / (size + 8));
  const left = Math.floor((WIDTH - size * scale) / 2);
  const top = Math.floor((HEIGHT - size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < size; row++)
    for (let col = 0; col < size; col++) {
      if (!qr.modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++)
        luma.fill(
          16,
          (top + row * scale + y) * WIDTH + left + col * scale,
          (top + row * scale + y) * WIDTH + left + (col + 1) * scale,
        );
    }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`),
      ...Array.from({ length: frames }, () => frame),
    ]),
  );
}

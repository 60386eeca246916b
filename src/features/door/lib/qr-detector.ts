// Finds QR codes in camera frames: the browser's own BarcodeDetector where it reads QR codes,
// else the barcode-detector polyfill (ZXing in WebAssembly), its .wasm served from this site and
// kept by the service worker so the scanner starts with no signal.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

export async function createQrDetector(): Promise<QrDetector> {
  const native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (native && (await native.getSupportedFormats().catch((): string[] => [])).includes('qr_code'))
    return new native({ formats: ['qr_code'] });
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? new URL(wasmUrl, location.href).href : prefix + path,
    },
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

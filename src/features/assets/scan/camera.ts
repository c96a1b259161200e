// The phone's camera as a QR reader: the browser's own BarcodeDetector where it has one for QR
// codes (Android, ChromeOS, macOS), else the same API from the maintained `barcode-detector`
// package (ZXing compiled to WebAssembly). The WebAssembly file is one of our own assets, never a
// CDN's: the production Content-Security-Policy allows only our origin, and the plant floor may be
// offline (the service worker keeps it once it has been used).

export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats?: () => Promise<string[]>;
}

/** A QR reader: the browser's, else ZXing's (loaded on first use). */
export async function qrDetector(): Promise<QrDetector> {
  const native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  const formats = native ? await native.getSupportedFormats?.().catch(() => []) : [];
  if (native && formats?.includes('qr_code')) return new native({ formats: ['qr_code'] });
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

/** Opens the back camera into `video`; the stream is the caller's to stop. */
export async function openCamera(video: HTMLVideoElement): Promise<MediaStream> {
  // No camera API at all (an insecure page, an old browser): as if there were no camera.
  if (!navigator.mediaDevices?.getUserMedia) throw Object.assign(new Error('No camera API'), { name: 'NotFoundError' });
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: { ideal: 'environment' } },
    audio: false,
  });
  video.srcObject = stream;
  video.muted = true;
  video.playsInline = true;
  await video.play();
  return stream;
}

/**
 * Reads the video a few times a second until a code is found, then calls `found` once with its
 * text. Returns the stop function. A frame the reader cannot make out is simply the next one's turn.
 */
export function readUntilFound(
  video: HTMLVideoElement,
  detector: QrDetector,
  found: (text: string) => void,
  everyMs = 200,
) {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    if (stopped) return;
    if (video.readyState >= 2) {
      const codes = await detector.detect(video).catch(() => []);
      const code = codes.find((c) => c.rawValue);
      if (code && !stopped) {
        stopped = true;
        found(code.rawValue);
        return;
      }
    }
    timer = setTimeout(() => void tick(), everyMs);
  };
  void tick();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** Why the camera could not be used, in the page's words. */
export type CameraProblem = 'denied' | 'noCamera' | 'reader' | 'other';

export function cameraProblemOf(error: unknown): CameraProblem {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'noCamera';
  if (name === 'ChunkLoadError' || (error instanceof TypeError && /import|fetch|wasm/i.test(error.message)))
    return 'reader';
  return 'other';
}

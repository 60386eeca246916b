// The camera at the door: the back camera into a <video>, a QR looked for a few times a second,
// each code reported once (a pass held up stays one scan until another code, or 4 s, passes),
// and nothing looked for while `paused` (a result on screen).
import { useEffect, useRef, useState, type RefObject } from 'react';
import { createQrDetector } from '../lib/qr-detector';

const DETECT_EVERY_MS = 200;
const SAME_CODE_QUIET_MS = 4_000;

export type CameraState = 'off' | 'starting' | 'on' | 'refused' | 'unavailable';

export function useCameraScanner(
  video: RefObject<HTMLVideoElement | null>,
  enabled: boolean,
  paused: boolean,
  onCode: (text: string) => void,
): CameraState {
  const [state, setState] = useState<CameraState>('off');
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { text: '', at: 0 };
    setState('starting');
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setState('unavailable');
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        return setState(
          error instanceof DOMException && error.name === 'NotAllowedError'
            ? 'refused'
            : 'unavailable',
        );
      }
      if (stopped || !video.current) return stream.getTracks().forEach((track) => track.stop());
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const detector = await createQrDetector();
      setState('on');
      const look = async () => {
        if (stopped) return;
        const element = video.current;
        if (!pausedRef.current && element && element.readyState >= 2) {
          const found = await detector.detect(element).catch(() => []);
          const text = found[0]?.rawValue;
          const now = Date.now();
          if (text && (text !== last.text || now - last.at > SAME_CODE_QUIET_MS)) {
            last = { text, at: now };
            onCodeRef.current(text);
          } else if (text) last.at = now;
        }
        timer = setTimeout(() => void look(), DETECT_EVERY_MS);
      };
      void look();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      setState('off');
    };
  }, [enabled, video]);

  return state;
}

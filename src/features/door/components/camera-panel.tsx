// The camera view: start and stop it (remembered on the device), and say plainly when the browser
// refused the camera or has none (typing the code still works).
import { useRef, useState } from 'react';
import { useCameraScanner } from '../hooks/use-camera-scanner';

const CAMERA_KEY = 'floorcraft-door-camera';

const STATES = {
  off: '',
  starting: 'Starting the camera…',
  on: 'Point the camera at a pass.',
  refused:
    'The camera is blocked for this site. Allow it in the browser’s site settings, or type ticket codes below.',
  unavailable: 'No camera could be opened on this device. Type ticket codes below.',
};

export function CameraPanel({
  paused,
  onCode,
}: {
  paused: boolean;
  onCode: (text: string) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  // Off until asked for the first time (the browser asks permission on a tap, not on arrival);
  // then as this device last left it.
  const [enabled, setEnabled] = useState(() => localStorage.getItem(CAMERA_KEY) === 'on');
  const toggle = () =>
    setEnabled((on) => {
      localStorage.setItem(CAMERA_KEY, on ? 'off' : 'on');
      return !on;
    });
  const state = useCameraScanner(video, enabled, paused, onCode);
  return (
    <section aria-labelledby="camera-title" className="card door-camera">
      <h2 id="camera-title" className="visually-hidden">
        Camera
      </h2>
      {enabled && (
        <video ref={video} className="door-video" muted playsInline aria-label="Camera view" />
      )}
      <p role="status" className="muted">
        {enabled ? STATES[state] : 'The camera is off.'}
      </p>
      <button type="button" className="button" onClick={toggle}>
        {enabled ? 'Stop camera' : 'Start camera'}
      </button>
    </section>
  );
}

// A scan's result for ears and hands, not only eyes: a short tone and a vibration pattern per
// outcome (one short buzz: in; two: already in; one long: refused).
import type { ScanResult } from '@/contract/door';

const TONES: Record<ScanResult['outcome'], { hz: number; ms: number; vibrate: number[] }> = {
  admitted: { hz: 880, ms: 120, vibrate: [80] },
  already: { hz: 520, ms: 220, vibrate: [80, 60, 80] },
  refused: { hz: 220, ms: 400, vibrate: [300] },
};

let audio: AudioContext | null = null;

export function signalOutcome(outcome: ScanResult['outcome']): void {
  const tone = TONES[outcome];
  navigator.vibrate?.(tone.vibrate);
  try {
    audio ??= new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = tone.hz;
    gain.gain.value = 0.15;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + tone.ms / 1000);
  } catch {
    // No sound on this device: the colour and the vibration still tell.
  }
}

// Seconds left of a countdown that starts when `running` turns true (null while not running).
import { useEffect, useState } from 'react';

export function useCountdown(seconds: number, running: boolean): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (!running) {
      setLeft(null);
      return;
    }
    const ends = Date.now() + seconds * 1000;
    setLeft(seconds);
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((ends - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, running]);
  return left;
}

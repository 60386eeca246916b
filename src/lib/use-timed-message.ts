// A success message that clears itself (spec §9: success messages clear after 3 s).
import { useCallback, useEffect, useRef, useState } from 'react';

export const SUCCESS_MESSAGE_MS = 3000;

export function useTimedMessage(durationMs = SUCCESS_MESSAGE_MS) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current ?? undefined);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  return [message, show] as const;
}

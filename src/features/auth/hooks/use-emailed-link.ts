// The page an e-mailed single-use link opens: reads the link's token from the address and sends
// it once (the link works once, and effects may run twice). `usable` is false when the address
// carries no token (a link cut short, or the route's own name where the token should be).
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';

export function useEmailedLink(routeName: string, send: (token: string) => void): boolean {
  const { token } = useParams();
  const usable = Boolean(token) && token !== ':token' && token !== routeName;
  const started = useRef(false);

  useEffect(() => {
    if (!usable || started.current || !token) return;
    started.current = true;
    send(token);
  }, [usable, token, send]);

  return usable;
}

// Where "near me" is: the browser's position when allowed, else the profile's location, else a
// clear message saying why there is none. Shared by the event filters and the one search.
import { useEffect, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { i18n } from '@/lib/i18n/i18n';

export interface NearPoint {
  latitude: number;
  longitude: number;
}

export type ViewerLocation =
  | { status: 'locating' }
  | { status: 'found'; point: NearPoint; source: 'browser' | 'profile' }
  | { status: 'unavailable'; message: string };

export function useViewerLocation(active: boolean): ViewerLocation {
  const { accountDetails } = useAuth();
  const profilePoint = accountDetails?.location ?? null;
  const [state, setState] = useState<ViewerLocation>({ status: 'locating' });

  useEffect(() => {
    if (!active) return;
    const fallback = () =>
      setState(
        profilePoint
          ? { status: 'found', point: profilePoint, source: 'profile' }
          : { status: 'unavailable', message: i18n._('near.unavailable') },
      );
    if (!('geolocation' in navigator)) return fallback();
    let cancelled = false;
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (!cancelled)
          setState({
            status: 'found',
            point: { latitude: position.coords.latitude, longitude: position.coords.longitude },
            source: 'browser',
          });
      },
      () => {
        if (!cancelled) fallback();
      },
      { timeout: 8000, maximumAge: 10 * 60_000 },
    );
    return () => {
      cancelled = true;
    };
  }, [active, profilePoint]);

  return state;
}

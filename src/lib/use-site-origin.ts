// This site's origin (https://floorcraft.app), for addresses that leave the app (calendar feeds).
// A page the server rendered starts without it, as the server wrote it, and gains it once hydrated.
import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

export const useSiteOrigin = () =>
  useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => '',
  );

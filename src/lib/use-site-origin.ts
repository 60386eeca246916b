// This site's origin (https://floorcraft.app), for addresses that leave the app (calendar feeds).
// A page the server rendered starts without it, as the server wrote it, and gains it once hydrated.
import { useHydrated } from './use-hydrated';

export const useSiteOrigin = (): string => (useHydrated() ? window.location.origin : '');

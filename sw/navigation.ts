// Answers navigations to app routes with the precached index.html, so deep links open offline.
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { navigationDenylist } from './navigation-rules';

export function installNavigationFallback(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: navigationDenylist }),
  );
}

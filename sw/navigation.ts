// Navigations to app routes: online, the server's page (fresh HTML, with its head and first data);
// offline, or when the server does not answer within a few seconds, the precached app shell, so
// deep links still open. The server's pages are never kept here: they may be per-request.
import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { navigationDenylist } from './navigation-rules';

/** How long a navigation waits for the server before the shell answers (a phone on lie-fi). */
const NAVIGATION_TIMEOUT_SECONDS = 4;

export function installNavigationFallback(): void {
  const freshPage = new NetworkOnly({
    networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
    plugins: [
      {
        // A server in trouble answers the shell too: the app then works from what it has.
        fetchDidSucceed: async ({ response }) => {
          if (response.status >= 500) throw new Error(`Server answered ${response.status}`);
          return response;
        },
        handlerDidError: async () => (await matchPrecache('/index.html')) ?? Response.error(),
      },
    ],
  });
  registerRoute(new NavigationRoute(freshPage, { denylist: navigationDenylist }));
}

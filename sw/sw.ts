// The service worker: precache the app shell, serve it for app navigations, keep public event
// data and images for offline use, take updates when told.
/// <reference lib="webworker" />
import { installPrecache } from './precache';
import { installNavigationFallback } from './navigation';
import { installRuntimeCaching } from './runtime-caching';
import { installUpdateMessages } from './updates';

declare const self: ServiceWorkerGlobalScope;

installPrecache(self.__WB_MANIFEST);
installNavigationFallback();
installRuntimeCaching(self.location.origin);
installUpdateMessages(self);

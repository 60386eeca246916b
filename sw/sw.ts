// The service worker: precache the app shell, serve it for app navigations, take updates when told.
/// <reference lib="webworker" />
import { installPrecache } from './precache';
import { installNavigationFallback } from './navigation';
import { installUpdateMessages } from './updates';

declare const self: ServiceWorkerGlobalScope;

installPrecache(self.__WB_MANIFEST);
installNavigationFallback();
installUpdateMessages(self);

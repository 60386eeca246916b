// Facts fixed at build time: the website version shown on pages and the id that busts caches.
export const APP_VERSION: string = __APP_VERSION__;
export const BUILD_ID: string = __BUILD_ID__;

// The mark on an answer the service worker gave from its saved copy because the network failed:
// the app then knows it is showing what the device kept (the server was not reached), even where
// the browser still says it is online — a venue's Wi-Fi with no internet behind it, or a phone
// with signal bars and no data.
export const SAVED_COPY_HEADER = 'x-floorcraft-saved-copy';

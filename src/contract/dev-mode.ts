// The header that selects the development database (spec §7 "Client behaviour common to all calls").
export const APP_VERSION_HEADER = 'x-app-version';
export const DEVELOPMENT_APP_VERSION = 'development-app';

/** A page opened here (or with ?devMode=true) runs on the development database (spec §7). */
export const isDevModeAddress = (hostname: string, devModeParam: string | null | undefined) =>
  hostname === 'localhost' || devModeParam === 'true';

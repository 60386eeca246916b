// Which navigations the shell may answer: app routes only, never the API, auth callbacks or files.
export const navigationDenylist: RegExp[] = [
  /^\/api(\/|$)/,
  /^\/auth\/callback/,
  /^\/sw\.js$/,
  /\/[^/?]+\.[a-z0-9]+$/i,
];

export function isAppNavigation(pathname: string): boolean {
  return !navigationDenylist.some((pattern) => pattern.test(pathname));
}

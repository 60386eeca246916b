// The service worker answers app navigations with the shell, never the API or files.
import { expect, it } from 'vitest';
import { isAppNavigation } from '../../sw/navigation-rules';

it('serves the shell for app routes only', () => {
  for (const path of ['/', '/login', '/reset-password/abc-123', '/dashboard'])
    expect(isAppNavigation(path)).toBe(true);
  for (const path of [
    '/api/v2/site',
    '/api',
    '/auth/callback/facebook',
    '/sw.js',
    '/assets/index-1.js',
    '/robots.txt',
  ]) {
    expect(isAppNavigation(path)).toBe(false);
  }
});

// Addresses of images the server keeps. In dev mode the images live in the development database,
// and an <img> cannot send the header that selects it, so the address says so itself.
import { DEVELOPMENT_APP_VERSION } from '@/contract/dev-mode';
import { isDevMode } from './dev-mode';

export function imageUrl(url: string): string {
  if (!isDevMode() || !url.startsWith('/api/')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}appVersion=${DEVELOPMENT_APP_VERSION}`;
}

export const storedImageUrl = (key: string) => imageUrl(`/api/v2/images/${key}`);

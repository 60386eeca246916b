// GET /api/v2/facebook/auth: where to send the browser for Facebook Login, or (review accounts,
// ?demouser / ?demouseradmin) the demo connection.
import type { FacebookAuthAnswer } from '@/contract/facebook';
import { api } from '@/lib/api/client';

export type DemoFlag = 'demouser' | 'demouseradmin';

export const startConnection = (demo: DemoFlag | null) =>
  api.get<FacebookAuthAnswer>('/api/v2/facebook/auth', demo ? { [demo]: 'true' } : undefined);

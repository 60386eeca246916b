// GET /api/v2/facebook/auth: where to send the browser for Facebook Login, or (review accounts,
// ?demouser / ?demouseradmin) the demo connection.
import { facebookAuthAnswerSchema } from '@/contract/facebook';
import { api } from '@/lib/api/client';
import { parseAnswer } from '@/lib/api/parse-answer';

export type DemoFlag = 'demouser' | 'demouseradmin';

export const startConnection = async (demo: DemoFlag | null) =>
  parseAnswer(
    await api.get('/api/v2/facebook/auth', demo ? { [demo]: 'true' } : undefined),
    facebookAuthAnswerSchema,
  );

// Public facts about this server that the web app shows (support address, version).
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

export const siteInfoSchema = lazySchema(() =>
  z.object({
    version: z.string(),
    supportEmail: z.string(),
    /** stripe: real card payments; demo: no money moves, and every payment screen says so. */
    payments: z.enum(['stripe', 'demo']),
  }),
);
export type SiteInfo = z.infer<typeof siteInfoSchema>;

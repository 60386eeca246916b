// The image proxy call (spec §7: body url → success, imageData, error).
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

export const imageProxyRequestSchema = lazySchema(() =>
  z.object({
    url: z
      .url({ protocol: /^https?$/, message: 'url must be an http or https address.' })
      .check(z.maxLength(2048)),
  }),
);

export const imageProxyResponseSchema = lazySchema(() =>
  z.object({
    success: z.literal(true),
    /** A data URL of the image. */
    imageData: z.string(),
  }),
);

/** `?imageKey=` on the spec's image reads (spec §7 Organisation and settings). */
export const imageKeyQuerySchema = lazySchema(() =>
  z.object({
    imageKey: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  }),
);

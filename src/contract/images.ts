// The image proxy call (spec §7: body url → success, imageData, error).
import * as z from 'zod/mini';

export const imageProxyRequestSchema = z.object({
  url: z
    .url({ protocol: /^https?$/, message: 'url must be an http or https address.' })
    .check(z.maxLength(2048)),
});

export const imageProxyResponseSchema = z.object({
  success: z.literal(true),
  /** A data URL of the image. */
  imageData: z.string(),
});

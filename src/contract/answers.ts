// Answers many calls share: a message for the user, with or without a success flag.
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

export const messageAnswerSchema = lazySchema(() => z.object({ message: z.string() }));

export const successMessageSchema = lazySchema(() =>
  z.object({
    success: z.boolean(),
    message: z.string(),
  }),
);
export type SuccessMessage = z.infer<typeof successMessageSchema>;

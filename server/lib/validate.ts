// Parses request input with a contract schema; failures become 400 VALIDATION_ERROR naming the field.
import type { z } from 'zod';
import { AppError } from './app-error';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  const message =
    issue?.code === 'invalid_type' && issue.input === undefined && field
      ? `${field} is required.`
      : (issue?.message ?? 'Validation failed');
  throw new AppError(400, 'VALIDATION_ERROR', message, field ? { field } : undefined);
}

// Parses request input with a contract schema; failures become 400 VALIDATION_ERROR naming the field.
// Text no database can store (NUL, lone surrogates) is refused here, before any schema, for every call.
import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../../src/contract/storable-text';
import { AppError } from './app-error';

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function messageFor(issue: core.$ZodIssue, input: unknown, field: string | undefined): string {
  if (issue.code === 'invalid_type' && field) {
    return valueAt(input, issue.path) === undefined
      ? `${field} is required.`
      : `${field} must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}.`;
  }
  if (issue.code === 'invalid_type') return `The request body must be a JSON ${issue.expected}.`;
  return issue.message || 'Validation failed';
}

export function parseInput<S extends core.$ZodType>(schema: S, input: unknown): core.output<S> {
  const unstorable = findUnstorableText(input);
  if (unstorable) {
    const field = unstorable.map(String).join('.') || undefined;
    throw new AppError(
      400,
      'VALIDATION_ERROR',
      `${field ?? 'The request'} ${UNSTORABLE_TEXT_MESSAGE}`,
      field ? { field } : undefined,
    );
  }
  const result = z.safeParse(schema, input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new AppError(400, 'VALIDATION_ERROR', 'Validation failed');
  const field = issue.path.map(String).join('.') || undefined;
  throw new AppError(
    400,
    'VALIDATION_ERROR',
    messageFor(issue, input, field),
    field ? { field } : undefined,
  );
}

/** The `{id}` of a path that names one record. */
export const idParams = z.object({ id: z.uuid('id must be an id.') });

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

// Given by the parse for every issue its schema words no message for, in place of the library's
// own wording ("Invalid option: expected one of …"): such issues are worded here, naming the field.
const LIBRARY_DEFAULT = '\u0000unworded';
const unworded = () => LIBRARY_DEFAULT;

// Only where the library's type name is not a word (the web reads "must be a string." as it is).
const TYPE_WORDS: Record<string, string> = { int: 'a whole number' };

const FORMAT_WORDS: Record<string, string> = {
  uuid: 'an id',
  email: 'an e-mail address',
  url: 'a web address',
  datetime: 'a date and time',
  date: 'a date',
};

function sizeWords(origin: string, bound: number | bigint, unit: 'least' | 'most') {
  const noun = origin === 'string' ? ' characters' : origin === 'array' ? ' items' : '';
  return `at ${unit} ${String(bound)}${noun}`;
}

/** A plain sentence for an issue the schema gave no message of its own. */
function libraryIssueMessage(issue: core.$ZodIssue, field: string): string {
  switch (issue.code) {
    case 'invalid_value':
      return `${field} must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'too_small':
      return issue.inclusive
        ? `${field} must be ${sizeWords(issue.origin, issue.minimum, 'least')}.`
        : `${field} must be more than ${String(issue.minimum)}.`;
    case 'too_big':
      return issue.inclusive
        ? `${field} must be ${sizeWords(issue.origin, issue.maximum, 'most')}.`
        : `${field} must be less than ${String(issue.maximum)}.`;
    case 'invalid_format':
      return `${field} must be ${FORMAT_WORDS[issue.format] ?? `in the ${issue.format} format`}.`;
    case 'unrecognized_keys':
      return `${field} has fields it does not take: ${issue.keys.join(', ')}.`;
    default:
      return `${field} is not valid.`;
  }
}

function messageFor(issue: core.$ZodIssue, input: unknown, field: string | undefined): string {
  if (issue.code === 'invalid_type' && field) {
    if (valueAt(input, issue.path) === undefined) return `${field} is required.`;
    const expected = TYPE_WORDS[issue.expected];
    if (expected) return `${field} must be ${expected}.`;
    return `${field} must be ${/^[aeiou]/.test(issue.expected) ? 'an' : 'a'} ${issue.expected}.`;
  }
  if (issue.code === 'invalid_type') return `The request body must be a JSON ${issue.expected}.`;
  // A shared schema's predicate ("must be an ISO date and time.") is given its field as subject.
  if (field && /^must\b/.test(issue.message)) return `${field} ${issue.message}`;
  if (issue.message && issue.message !== LIBRARY_DEFAULT) return issue.message;
  // Left out altogether (a choice's `kind`, say): required, not "not valid".
  if (field && valueAt(input, issue.path) === undefined) return `${field} is required.`;
  return libraryIssueMessage(issue, field ?? 'The request');
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
  const result = z.safeParse(schema, input ?? {}, { error: unworded });
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

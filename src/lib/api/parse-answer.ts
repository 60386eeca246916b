// An answer of the API read with its contract schema: what the web app uses of a server answer is
// what the contract says, never a cast. A body that breaks the contract throws (a bug to see, not
// data to guess at); failures pass through as they came.
import type * as z from 'zod/mini';
import type { ApiResult } from './result';

export function parseAnswer<S extends z.ZodMiniType>(
  result: ApiResult<unknown>,
  schema: S,
): ApiResult<z.output<S>> {
  return result.ok ? { ...result, data: schema.parse(result.data) } : result;
}

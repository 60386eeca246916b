// The data a server-rendered page came with (a JSON block the server writes and no script runs),
// read once by the first screen that wants it, when it came from the database this app uses; a
// later navigation asks the API as usual.
import type * as z from 'zod/mini';
import { isDevMode } from './dev-mode';

let taken = false;

/** The page's data under `key`, read with its contract schema (a block that does not fit is ignored). */
export function takeInitialData<S extends z.ZodMiniType>(
  key: string,
  schema: S,
): z.output<S> | undefined {
  if (taken || typeof document === 'undefined') return undefined;
  const block = document.getElementById('initial-data');
  if (!block) return undefined;
  taken = true;
  block.remove();
  try {
    const data: unknown = JSON.parse(block.textContent ?? 'null');
    if (typeof data !== 'object' || data === null) return undefined;
    const sent = data as Record<string, unknown>;
    // A page rendered from the other database (dev mode remembered on this device) is not ours.
    if (sent.database !== (isDevMode() ? 'development' : 'production')) return undefined;
    const parsed = schema.safeParse(sent[key]);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

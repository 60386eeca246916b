// The data a server-rendered page came with (a JSON block the server writes and no script runs),
// when it came from the database this app uses. Each part is taken once, by the first screen that
// wants it; a later navigation asks the API as usual.
import type * as z from 'zod/mini';
import { isDevMode } from './dev-mode';

let sent: Record<string, unknown> | null | undefined;

function readBlock(): Record<string, unknown> | null {
  if (typeof document === 'undefined') return null;
  const block = document.getElementById('initial-data');
  if (!block) return null;
  block.remove();
  try {
    const data: unknown = JSON.parse(block.textContent ?? 'null');
    if (typeof data !== 'object' || data === null) return null;
    const parts = data as Record<string, unknown>;
    // A page rendered from the other database (dev mode remembered on this device) is not ours.
    return parts.database === (isDevMode() ? 'development' : 'production') ? parts : null;
  } catch {
    return null;
  }
}

/** The page's data under `key`, read with its contract schema (a part that does not fit is ignored). */
export function takeInitialData<S extends z.ZodMiniType>(
  key: string,
  schema: S,
): z.output<S> | undefined {
  if (sent === undefined) sent = readBlock();
  if (!sent || !(key in sent)) return undefined;
  const part = sent[key];
  delete sent[key];
  const parsed = schema.safeParse(part);
  return parsed.success ? parsed.data : undefined;
}

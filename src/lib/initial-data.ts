// The data a server-rendered page came with (a JSON block the server writes and no script runs),
// read once by the first screen that wants it; a later navigation asks the API as usual.
import { isDevMode } from './dev-mode';

let taken = false;

export function takeInitialData<T>(key: string): T | undefined {
  if (taken || typeof document === 'undefined') return undefined;
  const block = document.getElementById('initial-data');
  if (!block) return undefined;
  taken = true;
  block.remove();
  // The server renders from the production database; the development database asks afresh.
  if (isDevMode()) return undefined;
  try {
    return (JSON.parse(block.textContent ?? 'null') as Record<string, T> | null)?.[key];
  } catch {
    return undefined;
  }
}

// The data a server-rendered page came with (a JSON block the server writes and no script runs),
// read once by the first screen that wants it, when it came from the database this app uses; a
// later navigation asks the API as usual.
import { isDevMode } from './dev-mode';

let taken = false;

export function takeInitialData<T>(key: string): T | undefined {
  if (taken || typeof document === 'undefined') return undefined;
  const block = document.getElementById('initial-data');
  if (!block) return undefined;
  taken = true;
  block.remove();
  try {
    const data = JSON.parse(block.textContent ?? 'null') as
      ({ database?: string } & Record<string, T>) | null;
    // A page rendered from the other database (dev mode remembered on this device) is not ours.
    if (data?.database !== (isDevMode() ? 'development' : 'production')) return undefined;
    return data[key];
  } catch {
    return undefined;
  }
}

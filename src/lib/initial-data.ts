// The data a server-rendered page came with: in the browser, the JSON block the server writes (no
// script runs it) when it came from the database this app uses; while the server renders the page,
// the same parts handed to the render (PageDataProvider), so both render the same markup and the
// page hydrates. Each part is taken once, by the first screen that wants it; a later navigation
// asks the API as usual.
import { createContext, useContext } from 'react';
import type * as z from 'zod/mini';
import { isDevMode } from './dev-mode';

export interface PageData {
  /** The part under `key`, read with its contract schema (a part that does not fit is ignored). */
  take<S extends z.ZodMiniType>(key: string, schema: S): z.output<S> | undefined;
}

export function pageDataOf(parts: Record<string, unknown> | null): PageData {
  const left = parts ? { ...parts } : null;
  return {
    take(key, schema) {
      if (!left || !(key in left)) return undefined;
      const part = left[key];
      delete left[key];
      const parsed = schema.safeParse(part);
      return parsed.success ? parsed.data : undefined;
    },
  };
}

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

let documentData: PageData | undefined;

/** The page's data under `key`, from the document's block. */
export function takeInitialData<S extends z.ZodMiniType>(
  key: string,
  schema: S,
): z.output<S> | undefined {
  documentData ??= pageDataOf(readBlock());
  return documentData.take(key, schema);
}

const PageDataContext = createContext<PageData | null>(null);

/** Given by the server's render; the browser reads the document's block. */
export const PageDataProvider = PageDataContext.Provider;

/** The page's data under `key` (none for null), wherever the page is being rendered. */
export function useInitialData<S extends z.ZodMiniType>(
  key: string | null,
  schema: S,
): z.output<S> | undefined {
  const rendering = useContext(PageDataContext);
  if (key === null) return undefined;
  return rendering ? rendering.take(key, schema) : takeInitialData(key, schema);
}

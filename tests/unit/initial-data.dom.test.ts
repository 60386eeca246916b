// A server-rendered page's data: each part is read with its schema and taken once; a block from
// the other database, or a part that does not fit its schema, is not used.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

const monthSchema = z.object({ data: z.array(z.string()), daysWithMore: z.array(z.string()) });

async function pageWith(data: unknown) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'initial-data';
  block.textContent = JSON.stringify(data);
  document.body.append(block);
  vi.resetModules();
  return (await import('@/lib/initial-data')).takeInitialData;
}

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('takeInitialData', () => {
  // The test page is on localhost, which runs in dev mode: its database is the development one.
  it('hands each part over once, read with its schema', async () => {
    const take = await pageWith({
      database: 'development',
      'calendarMonth:2026-11': { data: ['a'], daysWithMore: [] },
      'calendarMonth:2026-12': { data: 'not a list', daysWithMore: [] },
    });
    expect(take('calendarMonth:2026-11', monthSchema)).toEqual({ data: ['a'], daysWithMore: [] });
    expect(take('calendarMonth:2026-11', monthSchema)).toBeUndefined();
    expect(take('calendarMonth:2026-12', monthSchema)).toBeUndefined();
    expect(take('eventPage', monthSchema)).toBeUndefined();
    // The block itself is gone from the page once read.
    expect(document.getElementById('initial-data')).toBeNull();
  });

  it('ignores a page rendered from the other database', async () => {
    const take = await pageWith({
      database: 'production',
      'calendarMonth:2026-11': { data: ['a'], daysWithMore: [] },
    });
    expect(take('calendarMonth:2026-11', monthSchema)).toBeUndefined();
  });
});

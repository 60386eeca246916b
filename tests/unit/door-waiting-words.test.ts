// The door's banner counts what waits to sync by what it is: scans that let someone in, and sales.
import { expect, it } from 'vitest';
import { waitingWords } from '@/features/door/lib/door-snapshot';

it('names scans and sales apart', () => {
  expect(waitingWords({ scans: 3, sales: 1 })).toBe('3 scans and 1 sale');
  expect(waitingWords({ scans: 0, sales: 2 })).toBe('2 sales');
  expect(waitingWords({ scans: 1, sales: 0 })).toBe('1 scan');
  expect(waitingWords({ scans: 0, sales: 0 })).toBe('');
});

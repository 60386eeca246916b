// The password-hashing pool's rules: a few jobs at a time, the most urgent waiting job next, and
// a full wait list refused at once rather than queued behind a flood.
import { describe, expect, it } from 'vitest';
import { PoolFullError, PriorityPool } from '../../server/lib/priority-pool';

/** A job that runs until the test ends it, recording when it started. */
function heldJob(log: string[], name: string) {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return {
    job: async () => {
      log.push(name);
      await ended;
      return name;
    },
    end,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PriorityPool', () => {
  it('runs two at a time and gives a freed place to a waiting sign-in before a flood', async () => {
    const pool = new PriorityPool<'sign-in' | 'request'>(2, [
      { priority: 'sign-in', maxWaiting: 2 },
      { priority: 'request', maxWaiting: 3 },
    ]);
    const log: string[] = [];
    const jobs = ['r1', 'r2', 'r3', 'r4', 'r5'].map((name) => heldJob(log, name));
    const runs = jobs.map((held) => pool.run('request', held.job));
    const signIn = heldJob(log, 'sign-in');
    const signInRun = pool.run('sign-in', signIn.job);
    await settle();
    expect(log).toEqual(['r1', 'r2']);
    expect(pool.waitingCount('request')).toBe(3);
    expect(pool.waitingCount('sign-in')).toBe(1);
    jobs[0]!.end();
    await settle();
    expect(log).toEqual(['r1', 'r2', 'sign-in']);
    signIn.end();
    expect(await signInRun).toBe('sign-in');
    await settle();
    expect(log).toEqual(['r1', 'r2', 'sign-in', 'r3']);
    for (const held of jobs) held.end();
    expect(await Promise.all(runs)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
  });

  it('refuses a job whose wait list is full, and keeps room for the other priorities', async () => {
    const pool = new PriorityPool<'sign-in' | 'request' | 'internal'>(1, [
      { priority: 'sign-in', maxWaiting: 1 },
      { priority: 'request', maxWaiting: 1 },
      { priority: 'internal', maxWaiting: Infinity },
    ]);
    const log: string[] = [];
    const running = heldJob(log, 'running');
    const first = pool.run('request', running.job);
    const waiting = heldJob(log, 'waiting');
    const second = pool.run('request', waiting.job);
    await expect(pool.run('request', async () => 'refused')).rejects.toBeInstanceOf(PoolFullError);
    const signIn = pool.run('sign-in', async () => 'sign-in');
    const internal = Array.from({ length: 20 }, () => pool.run('internal', async () => 'seed'));
    running.end();
    waiting.end();
    expect(await Promise.all([first, signIn, second, ...internal])).toEqual([
      'running',
      'sign-in',
      'waiting',
      ...Array(20).fill('seed'),
    ]);
  });

  it('frees the place of a job that failed', async () => {
    const pool = new PriorityPool<'request'>(1, [{ priority: 'request', maxWaiting: 0 }]);
    await expect(
      pool.run('request', async () => {
        throw new Error('scrypt failed');
      }),
    ).rejects.toThrow('scrypt failed');
    expect(await pool.run('request', async () => 'next')).toBe('next');
  });
});

// A flood against a limit is refused from the process's memory once the database has said the
// counter is over: the counter stops growing (no statement per refused request), the limit stays
// shut for the whole flood, the other database of the same server is not affected, and a counter
// this process forgives opens again at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countAttempt,
  forgetAttempts,
  giveAttemptBack,
} from '../../server/services/accounts/attempt-limits';
import { MAX_RESET_CALLS_PER_ADDRESS } from '../../server/services/accounts/password-reset';
import { startTestServer, uniqueAddress, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const madeUpToken = () => crypto.randomUUID().replace(/-/g, '');
const reset = (from: string) =>
  server.app.inject({
    method: 'POST',
    url: '/api/v2/auth/reset-password',
    payload: { token: madeUpToken(), newPassword: 'newpass1' },
    remoteAddress: from,
  });
const attemptsOf = async (key: string) =>
  Number(
    (
      await server.databases.production
        .selectFrom('login_limits')
        .select('attempts')
        .where('key', '=', key)
        .executeTakeFirst()
    )?.attempts ?? 0,
  );

describe('a limit that is shut', () => {
  it('refuses a flood without counting it, for as long as the flood lasts', async () => {
    const from = uniqueAddress();
    const statuses: number[] = [];
    for (let index = 0; index < MAX_RESET_CALLS_PER_ADDRESS + 1; index++)
      statuses.push((await reset(from)).statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(MAX_RESET_CALLS_PER_ADDRESS);
    expect(statuses.at(-1)).toBe(429);
    const counted = await attemptsOf(`reset:ip:${from}`);
    expect(counted).toBe(MAX_RESET_CALLS_PER_ADDRESS + 1);
    const flood = await Promise.all(Array.from({ length: 40 }, () => reset(from)));
    expect(new Set(flood.map((answer) => answer.statusCode))).toEqual(new Set([429]));
    expect(await attemptsOf(`reset:ip:${from}`)).toBe(counted);
    // Another address is not refused.
    expect((await reset(uniqueAddress())).statusCode).toBe(400);
  });

  it('keeps each database’s counters apart, opens a counter this process forgives, and keeps one given an attempt back shut', async () => {
    const key = `shut-test:${crypto.randomUUID()}`;
    const counter = [{ key, limit: 1 }];
    const { production, development } = server.databases;
    expect(await countAttempt(production, counter)).toEqual([]);
    expect(await countAttempt(production, counter)).toEqual(counter);
    expect(await countAttempt(production, counter)).toEqual(counter);
    expect(await attemptsOf(key)).toBe(2);
    // The same key in the development database has counted nothing.
    expect(await countAttempt(development, counter)).toEqual([]);
    await forgetAttempts(production, [key]);
    expect(await countAttempt(production, counter)).toEqual([]);
    expect(await countAttempt(production, counter)).toEqual(counter);
    // An attempt given back leaves it shut, as the database (which counted one over) would.
    await giveAttemptBack(production, [key]);
    expect(await attemptsOf(key)).toBe(1);
    expect(await countAttempt(production, counter)).toEqual(counter);
  });
});

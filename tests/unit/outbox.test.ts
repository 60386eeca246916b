// The app's outbox of writes made offline: kept in IndexedDB (here fake-indexeddb) under their
// client keys, replayed in the order they were made, batched where a kind allows, waiting with a
// growing delay after a try that could not reach the server, and a refusal kept, never resent.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { clearOfflineData } from '@/lib/offline/offline-db';
import { Outbox, type Delivery, type Stopped, type WriteKind } from '@/lib/offline/outbox';
import { retryDelayMs } from '@/lib/offline/outbox-entry';
import { forgetScopes } from '@/lib/offline/outbox-store';

/** A stand-in server: what each call carried, and how it answers the next. */
function server() {
  const calls: Array<{ kind: string; payloads: string[] }> = [];
  let answer: (payloads: string[]) => Delivery[] | Stopped = (payloads) =>
    payloads.map(() => 'sent');
  const kind = (name: string, batchSize?: number): WriteKind<string> => ({
    batchSize,
    send: async (payloads) => {
      calls.push({ kind: name, payloads });
      return answer(payloads);
    },
  });
  return {
    calls,
    kind,
    answers: (next: typeof answer) => {
      answer = next;
    },
  };
}

const unreachable: Stopped = { stopped: { status: 0, problem: 'NETWORK_ERROR' } };

afterEach(async () => {
  await clearOfflineData();
});

describe('the outbox', () => {
  it('replays what waits in the order it was made, batching a kind that allows it', async () => {
    const fake = server();
    const outbox = new Outbox('door-1', { scan: fake.kind('scan', 2), sale: fake.kind('sale') });
    await outbox.add('scan', 'k1', 'scan 1');
    await outbox.add('scan', 'k2', 'scan 2');
    await outbox.add('scan', 'k3', 'scan 3');
    await outbox.add('sale', 'k4', 'sale 1');
    await outbox.add('scan', 'k5', 'scan 4');
    const result = await outbox.replay();
    expect(fake.calls).toEqual([
      { kind: 'scan', payloads: ['scan 1', 'scan 2'] },
      { kind: 'scan', payloads: ['scan 3'] },
      { kind: 'sale', payloads: ['sale 1'] },
      { kind: 'scan', payloads: ['scan 4'] },
    ]);
    expect(result).toEqual({ sent: 5, refused: 0, stopped: null, waiting: 0 });
    expect(await outbox.waiting()).toEqual([]);
  });

  it('replays only its own scope', async () => {
    const fake = server();
    const mine = new Outbox('door-1', { scan: fake.kind('scan') });
    const other = new Outbox('door-2', { scan: fake.kind('scan') });
    await mine.add('scan', 'a', 'mine');
    await other.add('scan', 'b', 'other');
    await mine.replay();
    expect(fake.calls.map((call) => call.payloads)).toEqual([['mine']]);
    expect((await other.waiting()).map((entry) => entry.key)).toEqual(['b']);
  });

  it('keeps the rest in order when the server cannot be reached, and waits before trying again', async () => {
    const fake = server();
    const outbox = new Outbox('wizard', { draft: fake.kind('draft') });
    await outbox.add('draft', 'first', 'one');
    await outbox.add('draft', 'second', 'two');
    fake.answers(() => unreachable);
    const failed = await outbox.replay();
    expect(failed).toMatchObject({ sent: 0, waiting: 2, stopped: { problem: 'NETWORK_ERROR' } });
    const [first] = await outbox.waiting();
    expect(first).toMatchObject({ key: 'first', attempts: 1 });
    expect(first!.retryAt).toBeGreaterThan(Date.now());

    // Within the delay, an ordinary replay sends nothing; a forced one (the server is back) does.
    fake.answers((payloads) => payloads.map(() => 'sent'));
    const calls = fake.calls.length;
    expect(await outbox.replay()).toMatchObject({ sent: 0, waiting: 2 });
    expect(fake.calls).toHaveLength(calls);
    expect(await outbox.replay({ force: true })).toMatchObject({ sent: 2, waiting: 0 });
    expect(fake.calls.slice(calls).map((call) => call.payloads)).toEqual([['one'], ['two']]);
  });

  it('keeps a write whose send broke, to try again', async () => {
    const outbox = new Outbox('door-1', {
      scan: {
        send: () => Promise.reject(new Error('The answer did not parse.')),
      } satisfies WriteKind<string>,
    });
    await outbox.add('scan', 'k', 'x');
    expect((await outbox.replay()).stopped).toEqual({ status: 0, problem: 'UNKNOWN_ERROR' });
    expect(await outbox.waiting()).toHaveLength(1);
  });

  it('keeps a refusal for the feature to show and never sends it again', async () => {
    const fake = server();
    const outbox = new Outbox('door-1', { sale: fake.kind('sale') });
    await outbox.add('sale', 'sold-out', 'sale 1');
    await outbox.add('sale', 'fine', 'sale 2');
    fake.answers(([payload]) => (payload === 'sale 1' ? [{ refused: 'Sold out.' }] : ['sent']));
    expect(await outbox.replay()).toMatchObject({ sent: 1, refused: 1, waiting: 0 });
    expect(await outbox.refused()).toEqual([
      expect.objectContaining({ key: 'sold-out', refusal: 'Sold out.', payload: 'sale 1' }),
    ]);
    await outbox.replay({ force: true });
    expect(fake.calls).toHaveLength(2);
    await outbox.dismiss('sold-out');
    expect(await outbox.refused()).toEqual([]);
  });

  it('sends the newest payload under a key, in the place the first took', async () => {
    const fake = server();
    const outbox = new Outbox('wizard', { draft: fake.kind('draft'), other: fake.kind('other') });
    await outbox.add('draft', 'draft-key', 'step 1');
    await outbox.add('other', 'later', 'later');
    await outbox.add('draft', 'draft-key', 'step 2');
    await outbox.replay();
    expect(fake.calls.map((call) => call.payloads)).toEqual([['step 2'], ['later']]);
  });

  it('takes back a refusal when the same key is written again', async () => {
    const fake = server();
    const outbox = new Outbox('wizard', { draft: fake.kind('draft') });
    await outbox.add('draft', 'draft-key', 'bad');
    fake.answers(() => [{ refused: 'Title is required.' }]);
    await outbox.replay();
    await outbox.add('draft', 'draft-key', 'good');
    fake.answers(() => ['sent']);
    expect(await outbox.replay()).toMatchObject({ sent: 1, waiting: 0 });
    expect(await outbox.refused()).toEqual([]);
  });

  it('forgets every scope under a prefix (a door and its sessions’ doors)', async () => {
    const fake = server();
    const event = new Outbox('event-1', { scan: fake.kind('scan') });
    const session = new Outbox('event-1/session-a', { scan: fake.kind('scan') });
    const other = new Outbox('event-2', { scan: fake.kind('scan') });
    await event.add('scan', 'a', 'a');
    await session.add('scan', 'b', 'b');
    await other.add('scan', 'c', 'c');
    await forgetScopes('event-1');
    expect(await event.waiting()).toEqual([]);
    expect(await session.waiting()).toEqual([]);
    expect(await other.waiting()).toHaveLength(1);
  });

  it('waits 2 s, 4 s, 8 s… after each failed try, at most 5 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(retryDelayMs(30)).toBe(300_000);
  });
});

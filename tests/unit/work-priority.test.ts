// The database's hand-out rules: requests a person waits on before bulk work, bulk work still
// served every few turns, a place freed once however often its holder frees it, and the bulk mark
// carried through everything the marked work awaits.
import { describe, expect, it } from 'vitest';
import { isBulkWork, PriorityGate, runAsBulk } from '../../server/db/work-priority';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PriorityGate', () => {
  it('hands a freed place to waiting urgent work before bulk work that came first', async () => {
    const gate = new PriorityGate(1);
    const order: string[] = [];
    const first = await gate.enter(true);
    const waiters = [
      gate.enter(true).then((leave) => (order.push('bulk 1'), leave)),
      gate.enter(true).then((leave) => (order.push('bulk 2'), leave)),
      gate.enter(false).then((leave) => (order.push('urgent'), leave)),
    ];
    expect(gate.waiting()).toEqual({ urgent: 1, bulk: 2 });
    first();
    const [bulk1, bulk2, urgent] = waiters;
    (await urgent!)();
    expect(order).toEqual(['urgent']);
    (await bulk1!)();
    (await bulk2!)();
    expect(order).toEqual(['urgent', 'bulk 1', 'bulk 2']);
  });

  it('serves bulk work every fifth turn while urgent work keeps coming', async () => {
    const gate = new PriorityGate(1, 4);
    const order: string[] = [];
    let leave = await gate.enter(false);
    const bulk = gate.enter(true).then((freed) => (order.push('bulk'), freed));
    for (let turn = 0; turn < 6; turn++) {
      const urgent = gate.enter(false).then((freed) => (order.push('urgent'), freed));
      leave();
      leave = await Promise.race([urgent, bulk]);
      // The one not handed the place this turn keeps waiting for the next.
      if (order.at(-1) === 'bulk') {
        leave();
        leave = await urgent;
      }
    }
    leave();
    expect(order.slice(0, 6)).toEqual(['urgent', 'urgent', 'urgent', 'urgent', 'bulk', 'urgent']);
  });

  it('frees a place once however often its holder frees it', async () => {
    const gate = new PriorityGate(1);
    const leave = await gate.enter(false);
    const next = gate.enter(false);
    const after = gate.enter(false);
    leave();
    leave();
    await next;
    expect(gate.waiting()).toEqual({ urgent: 1, bulk: 0 });
    (await next)();
    (await after)();
  });

  it('lets several holders in at once up to its places', async () => {
    const gate = new PriorityGate(2);
    const a = await gate.enter(true);
    const b = await gate.enter(true);
    let third = false;
    const c = gate.enter(true).then((leave) => ((third = true), leave));
    await settle();
    expect(third).toBe(false);
    a();
    (await c)();
    b();
    expect(third).toBe(true);
  });

  it('gives the place back when two are freed in one turn and only one holder waits', async () => {
    const gate = new PriorityGate(2);
    const a = await gate.enter(false);
    const b = await gate.enter(false);
    const waiter = gate.enter(false);
    a();
    b();
    const leave = await waiter;
    await settle();
    // Both freed places are usable again: two more enter without waiting.
    leave();
    await settle();
    const c = await gate.enter(false);
    const d = await gate.enter(false);
    expect(gate.waiting()).toEqual({ urgent: 0, bulk: 0 });
    c();
    d();
  });
});

describe('runAsBulk', () => {
  it('marks the work and what it awaits, and nothing outside it', async () => {
    expect(isBulkWork()).toBe(false);
    const seen = await runAsBulk(async () => {
      await settle();
      const inner = await new Promise<boolean>((resolve) =>
        setImmediate(() => resolve(isBulkWork())),
      );
      return [isBulkWork(), inner];
    });
    expect(seen).toEqual([true, true]);
    expect(isBulkWork()).toBe(false);
  });
});

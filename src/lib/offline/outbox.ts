// The one outbox of writes made on this device for the server: each write is kept in IndexedDB
// under its client idempotency key and replayed in the order it was made when the server can be
// reached, with a growing wait after each try that could not get through. A feature registers
// its write kinds (how to send each) and keeps its own data in its own stores; a write the server
// refuses (a 4xx) is kept with the reason for the feature to show, and never sent again.
import { nextOrder, retryDelayMs, type OutboxEntry } from './outbox-entry';
import { deleteEntries, entriesOf, putEntry, readEntry } from './outbox-store';

/** What became of one sent write. */
export type Delivery = 'sent' | { refused: string };

/** Why the server could not be asked (no network, a 5xx, a credential it no longer takes). */
export interface Stopped {
  stopped: { status: number; problem: string };
}

/** How a feature sends one kind of write. */
export interface WriteKind<Payload> {
  /** Up to how many waiting writes of this kind, made one after another, go in one call. */
  batchSize?: number;
  /** Sends them: one delivery per write, in order, or why the server could not be asked. */
  send(payloads: Payload[], entries: OutboxEntry<Payload>[]): Promise<Delivery[] | Stopped>;
}

export interface ReplayResult {
  sent: number;
  refused: number;
  /** Set when a try could not reach the server: the rest waits, in order. */
  stopped: Stopped['stopped'] | null;
  /** Writes still waiting after this replay (refused ones are not waiting). */
  waiting: number;
}

// The kinds of one outbox may each carry their own payload.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Kinds = Record<string, WriteKind<any>>;

export class Outbox<K extends Kinds = Kinds> {
  private replaying: Promise<ReplayResult> | null = null;

  constructor(
    /** Whose writes this outbox replays (a door, a school's wizard). */
    readonly scope: string,
    private readonly kinds: K,
  ) {}

  /**
   * Keeps a write until the server has it. The same key again replaces what waits (the newest
   * payload goes, in the place the first one took) and takes back a refusal.
   */
  async add<Kind extends keyof K & string>(
    kind: Kind,
    key: string,
    payload: K[Kind] extends WriteKind<infer P> ? P : never,
    options: { order?: number } = {},
  ): Promise<void> {
    const kept = await readEntry(key);
    await putEntry({
      key,
      kind,
      scope: this.scope,
      payload,
      order: kept?.order ?? options.order ?? nextOrder(),
      attempts: kept?.refusal ? 0 : (kept?.attempts ?? 0),
      retryAt: kept?.refusal ? 0 : (kept?.retryAt ?? 0),
      refusal: null,
    });
  }

  /** The writes that wait for the server, in replay order. */
  async waiting(): Promise<OutboxEntry[]> {
    return (await entriesOf(this.scope)).filter((entry) => entry.refusal === null);
  }

  /** The writes the server refused, with its reasons, until the feature dismisses them. */
  async refused(): Promise<OutboxEntry[]> {
    return (await entriesOf(this.scope)).filter((entry) => entry.refusal !== null);
  }

  async has(key: string): Promise<boolean> {
    return (await readEntry(key)) !== undefined;
  }

  /** The feature has shown a refusal, or no longer wants a write sent. */
  async dismiss(...keys: string[]): Promise<void> {
    await deleteEntries(...keys);
  }

  /**
   * Sends what waits, oldest first, one replay at a time. Waits out the retry delay of the first
   * write unless forced (the server has just come back, or someone asked for this write now).
   */
  replay(options: { force?: boolean } = {}): Promise<ReplayResult> {
    this.replaying ??= this.replayNow(options.force ?? false).finally(() => {
      this.replaying = null;
    });
    return this.replaying;
  }

  private async replayNow(force: boolean): Promise<ReplayResult> {
    const waiting = (await this.waiting()).filter((entry) => entry.kind in this.kinds);
    const result: ReplayResult = { sent: 0, refused: 0, stopped: null, waiting: waiting.length };
    if (!force && waiting[0] && waiting[0].retryAt > Date.now()) return result;
    let start = 0;
    while (start < waiting.length) {
      const kind = this.kinds[waiting[start]!.kind]!;
      const batch = [waiting[start]!];
      while (
        batch.length < (kind.batchSize ?? 1) &&
        waiting[start + batch.length]?.kind === batch[0]!.kind
      )
        batch.push(waiting[start + batch.length]!);
      const answer = await this.sendBatch(kind, batch);
      if (!Array.isArray(answer)) {
        const first = batch[0]!;
        const attempts = first.attempts + 1;
        await putEntry({ ...first, attempts, retryAt: Date.now() + retryDelayMs(attempts) });
        return { ...result, stopped: answer.stopped, waiting: waiting.length - start };
      }
      await Promise.all(batch.map((entry, i) => this.settle(entry, answer[i], result)));
      start += batch.length;
    }
    return { ...result, waiting: 0 };
  }

  private async sendBatch(kind: WriteKind<unknown>, batch: OutboxEntry[]) {
    try {
      return await kind.send(
        batch.map((entry) => entry.payload),
        batch,
      );
    } catch {
      // A send that broke (an answer that did not parse) is kept and tried again later.
      return { stopped: { status: 0, problem: 'UNKNOWN_ERROR' } } satisfies Stopped;
    }
  }

  private async settle(entry: OutboxEntry, delivery: Delivery | undefined, result: ReplayResult) {
    // An answer that says nothing of this write leaves it waiting for the next replay.
    if (delivery === undefined) return;
    if (delivery === 'sent') {
      result.sent += 1;
      // Replaced while it was on its way (add() with the same key): the newer payload still goes.
      const now = await readEntry(entry.key);
      if (now && JSON.stringify(now.payload) !== JSON.stringify(entry.payload)) return;
      await deleteEntries(entry.key);
      return;
    }
    result.refused += 1;
    await putEntry({ ...entry, refusal: delivery.refused });
  }
}

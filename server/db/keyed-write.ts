// A write recorded under a client's key, made once. The same request sent again (a double click, a
// retry after a lost answer, two at once) answers the first, and the same key for another request
// is refused (`earlier` throws its 409). A repeat can arrive at three moments, each answered here:
//   - after the first was written: its record is found before anything is locked;
//   - while the first held the lock: the record is looked for again once this one holds it, so
//     the repeat is neither refused by the first's effect ("already cancelled") nor counted
//     against a limit;
//   - at the same instant, before either was visible: the key's unique index refuses the second
//     record, and the second answers with the first's.
import type { Db } from './database';
import { withTransactionRetry } from './lock-order';
import { isUniqueViolation } from '../lib/database-errors';

export interface KeyedWrite<Earlier, Locked, Written> {
  /** What was made under this key (nothing yet: null or undefined); throws for another request. */
  earlier(db: Db): Promise<Earlier | null | undefined>;
  /** The unique index over the key's scope and the key, which refuses a second record. */
  keyIndex: string;
  /** Takes the row lock writes under one key queue on, and answers what it read. */
  lock(trx: Db): Promise<Locked>;
  /** The write, under the lock and in its transaction; it records the key. */
  write(trx: Db, locked: Locked): Promise<Written>;
}

export type KeyedOutcome<Earlier, Written> = { earlier: Earlier } | { written: Written };

/** Makes the keyed write once (retried whole on a deadlock); answers it or the first's record. */
export async function writeOnceByKey<Earlier, Locked, Written>(
  db: Db,
  spec: KeyedWrite<Earlier, Locked, Written>,
): Promise<KeyedOutcome<Earlier, Written>> {
  const before = await spec.earlier(db);
  if (before) return { earlier: before };
  try {
    return await withTransactionRetry(() =>
      db.transaction().execute(async (trx): Promise<KeyedOutcome<Earlier, Written>> => {
        const locked = await spec.lock(trx);
        const meanwhile = await spec.earlier(trx);
        if (meanwhile) return { earlier: meanwhile };
        return { written: await spec.write(trx, locked) };
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error, spec.keyIndex)) {
      const first = await spec.earlier(db);
      if (first) return { earlier: first };
    }
    throw error;
  }
}

// Named (prepared) statements for the few hot statements of fixed shape — taking a hold — so that
// each PostgreSQL connection plans them once instead of on every call: planning the hold's checked
// statement costs more than running it. A statement asks for it by starting with `prepared`; the
// pool's client then sends it under a name derived from its text (each shape its own name, so a
// connection keeps only a handful). Everything else goes as before. The embedded database ignores
// the mark.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';

const MARK = '/* prepared */';

/** Put first in a statement's SQL to have it prepared once per connection. */
export const prepared = sql.raw(`${MARK} `);

const nameOf = (text: string) =>
  `floorcraft_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;

/** pg's client, sending statements marked `prepared` as named statements. */
export class PreparingClient extends pg.Client {
  // pg's query() is overloaded; Kysely's driver calls it as query(text, values).
  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (typeof text === 'string' && text.startsWith(MARK) && Array.isArray(values))
      return super.query({ name: nameOf(text), text, values }) as never;
    return (super.query as (...all: unknown[]) => never)(...args);
  }
}

// The embedded database's own thread: runs PGlite (WebAssembly, protocol, file writes) off the
// server's event loop and answers the queries pglite-thread-client.ts posts to it, one at a time.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const BYTEA = 17;

/**
 * bytea in and out as Node writes hex, not PGlite's own way (a string per byte: 20–40 ms for one
 * imported image of 24 KB, in one piece); the same text either way.
 */
const byteaAsHex = {
  serializers: {
    [BYTEA]: (bytes) => {
      if (!(bytes instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`;
    },
  },
  parsers: { [BYTEA]: (text) => Buffer.from(text.slice(2), 'hex') },
};

/** A database error as plain data: its message and PostgreSQL's fields (code, constraint…). */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

const { dataDir } = workerData;
let pglite;
try {
  pglite = dataDir ? await PGlite.create(dataDir, byteaAsHex) : await PGlite.create(byteaAsHex);
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: plainError(error) });
}

parentPort.on('message', async (message) => {
  if (message.close) {
    await pglite?.close();
    parentPort.postMessage({ id: message.id, closed: true });
    parentPort.close();
    return;
  }
  try {
    const result = await pglite.query(message.sql, message.params);
    parentPort.postMessage({
      id: message.id,
      rows: result.rows,
      affectedRows: result.affectedRows,
    });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: plainError(error) });
  }
});

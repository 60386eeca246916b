// The ticket-rush load generator, on a thread of its own so the buyers' HTTP clients do not share
// the server's event loop: sends one purchase per token, IN_FLIGHT at a time. Plain JavaScript, as
// a worker thread starts without the TypeScript loader.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ url: string, configurationId: string, typeId: string, tokens: string[], inFlight: number }} */
const job = workerData;
/** @type {number[]} */
const latencies = [];
/** @type {Record<number, number>} */
const statuses = {};
let next = 0;

async function buyer() {
  while (next < job.tokens.length) {
    const token = job.tokens[next++];
    const started = performance.now();
    const response = await fetch(`${job.url}/api/v2/ticket/purchase`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        ticketingConfigId: job.configurationId,
        ticketSelections: [{ ticketType: job.typeId, quantity: 1, price: 20, currency: 'AUD' }],
        paymentData: {
          paymentMethod: 'stripe',
          transactionId: `bench-${randomUUID()}`,
          paymentStatus: 'completed',
        },
      }),
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: job.inFlight }, buyer));
parentPort?.postMessage({ seconds: (performance.now() - started) / 1000, latencies, statuses });

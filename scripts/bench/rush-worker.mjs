// The ticket-rush load generator, on a thread of its own so the buyers' HTTP clients do not share
// the server's event loop: sends one purchase per token, IN_FLIGHT at a time, over kept-alive
// connections with node:http (fetch costs several times more CPU per request, and on a small
// machine the load generator's CPU is taken from the server it measures). Plain JavaScript, as a
// worker thread starts without the TypeScript loader.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ url: string, configurationId: string, typeId: string, tokens: string[], inFlight: number, mode?: 'purchase' | 'checkout', roles?: string[] | null, types?: string[] | null }} */
const job = workerData;
// purchase: the demo purchase; checkout: a paid checkout (a seat hold and a Checkout Session).
const checkout = job.mode === 'checkout';
const target = new URL(checkout ? '/api/v2/ticket/checkout' : '/api/v2/ticket/purchase', job.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: job.inFlight });
/** @type {number[]} */
const latencies = [];
/** @type {Record<number, number>} */
const statuses = {};
let next = 0;

/** @returns {Promise<number>} the response's status, once its body has been read */
function post(token, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      target,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function buyer() {
  while (next < job.tokens.length) {
    const index = next++;
    const token = job.tokens[index];
    const role = job.roles?.[index];
    const selection = {
      // What this buyer adds (a code, add-ons), when the rush gives them something.
      ...(job.extras?.[index] ?? {}),
      ticketingConfigId: job.configurationId,
      ticketSelections: [
        {
          ticketType: job.types?.[index] ?? job.typeId,
          quantity: 1,
          price: 20,
          currency: 'AUD',
          ...(role ? { role } : {}),
        },
      ],
    };
    const transactionId = `bench-${randomUUID()}`;
    const body = JSON.stringify(
      checkout
        ? { ...selection, paymentMethod: 'stripe', transactionId, termsAccepted: true }
        : {
            ...selection,
            paymentData: { paymentMethod: 'stripe', transactionId, paymentStatus: 'completed' },
          },
    );
    const started = performance.now();
    const status = await post(token, body);
    latencies.push(performance.now() - started);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: job.inFlight }, buyer));
agent.destroy();
parentPort?.postMessage({ seconds: (performance.now() - started) / 1000, latencies, statuses });

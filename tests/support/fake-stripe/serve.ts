// Runs the fake Stripe in a process of its own (for benchmarks, so its work is not counted as the
// server's): prints one JSON line with its address and environment, then serves until killed.
import { startFakeStripe } from './fake-stripe';

const fake = await startFakeStripe();
console.log(JSON.stringify({ url: fake.url, env: fake.env }));
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));

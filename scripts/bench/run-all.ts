// npm run bench: every benchmark in turn (each prints its figures and budget); exits non-zero if
// any is over budget, after all have run.
import { spawnSync } from 'node:child_process';

const benches = [
  'bundle-size',
  'calendar',
  'search',
  'ticket-rush',
  'hold-rush',
  'festival-rush',
  'door',
  'feeds',
  'feed-sync',
  'start',
  'stall',
  'messages',
];
const over: string[] = [];
for (const bench of benches) {
  console.log(`\n# ${bench}`);
  const run = spawnSync('npx', ['tsx', `scripts/bench/${bench}.ts`], { stdio: 'inherit' });
  if (run.status !== 0) over.push(bench);
}
console.log(over.length === 0 ? '\nAll within budget.' : `\nOver budget: ${over.join(', ')}`);
if (over.length > 0) process.exitCode = 1;

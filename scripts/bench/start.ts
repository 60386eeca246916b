// How long a person waits at the command line: `npm start` a second time (the app already built,
// an embedded database already made) until the server answers, and an `npx floorcraft` command
// that the running server carries out. Budgets: 10 s and 1.5 s (the first start's build and
// migrations are not measured: they happen once).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/support/processes';

const START_BUDGET_MS = 10_000;
const CLI_BUDGET_MS = 1_500;

async function startUntilHealthy(env: NodeJS.ProcessEnv, port: number) {
  const began = performance.now();
  const child = spawn('npm', ['start', '--silent'], { env, stdio: 'ignore', detached: true });
  for (;;) {
    if (child.exitCode !== null) throw new Error('npm start exited before it answered');
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (performance.now() - began > 180_000) throw new Error('npm start did not answer in 180 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const elapsed = performance.now() - began;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      process.kill(-child.pid!, 'SIGTERM');
    });
  return { elapsed, stop };
}

const port = await freePort();
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'floorcraft-bench-start-')),
  DATABASE_URL: '',
  LOG_LEVEL: 'warn',
};
// The first start makes the database (and builds if the sources changed since the last build).
const first = await startUntilHealthy(env, port);
await first.stop();
const second = await startUntilHealthy(env, port);
const cliTimes: number[] = [];
for (let i = 0; i < 3; i += 1) {
  const began = performance.now();
  const run = spawnSync(
    process.execPath,
    ['bin/floorcraft.js', 'outbox', '--to', 'nobody@floorcraft.test'],
    {
      env,
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`floorcraft outbox failed: ${run.stderr}`);
  cliTimes.push(performance.now() - began);
}
await second.stop();

const cli = Math.min(...cliTimes);
console.log(`first start (database made): ${(first.elapsed / 1000).toFixed(1)} s`);
console.log(
  `second start until the server answers: ${(second.elapsed / 1000).toFixed(1)} s (budget ${START_BUDGET_MS / 1000} s)`,
);
console.log(
  `npx floorcraft outbox through the running server: ${Math.round(cli)} ms (budget ${CLI_BUDGET_MS} ms)`,
);
if (second.elapsed > START_BUDGET_MS || cli > CLI_BUDGET_MS) process.exitCode = 1;

// npm start builds only when the sources changed (scripts/build-fingerprint.ts), and the server's
// logs read as lines in a terminal (server/lib/log-lines.ts) or stay JSON (LOG_FORMAT=json).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { readableLogLine, readableLogStream } from '../../server/lib/log-lines';

const TSX = path.resolve('node_modules/.bin/tsx');
const SCRIPT = path.resolve('scripts/build-fingerprint.ts');

/** A project folder whose `npm run build` writes the outputs and counts how often it ran. */
function projectWithCountingBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'floorcraft-start-'));
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(path.join(dir, 'src/main.tsx'), 'export {};\n');
  writeFileSync(
    path.join(dir, 'build.mjs'),
    `import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
mkdirSync('dist', { recursive: true }); mkdirSync('dist-ssr', { recursive: true });
for (const f of ['dist/index.html', 'dist-ssr/entry-server.js', 'dist-ssr/prerendered.json']) writeFileSync(f, '');
appendFileSync('builds.txt', 'built\\n');`,
  );
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({
      name: 'counting-build',
      private: true,
      scripts: {
        build: `${TSX} ${SCRIPT} forget && node build.mjs && ${TSX} ${SCRIPT} record`,
      },
    }),
  );
  return dir;
}

function ensure(dir: string, env: NodeJS.ProcessEnv = {}) {
  const run = spawnSync(TSX, [SCRIPT, 'ensure'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  expect(run.status, run.stderr).toBe(0);
}
const builds = (dir: string) =>
  readFileSync(path.join(dir, 'builds.txt'), 'utf8').split('\n').filter(Boolean).length;

describe('npm start', () => {
  it('builds on the first start, not again until a source or a VITE_ variable changes', () => {
    const dir = projectWithCountingBuild();
    ensure(dir);
    expect(builds(dir)).toBe(1);
    ensure(dir);
    expect(builds(dir)).toBe(1);
    writeFileSync(path.join(dir, 'src/main.tsx'), 'export const changed = true;\n');
    ensure(dir);
    expect(builds(dir)).toBe(2);
    ensure(dir, { VITE_APP_STORE_URL: 'https://apps.example/floorcraft' });
    expect(builds(dir)).toBe(3);
  });
});

describe('log lines', () => {
  it('writes a pino line as time, level, message, request and fields, with the stack under it', () => {
    const time = Date.UTC(2026, 10, 25, 6, 40, 1);
    expect(
      readableLogLine(
        JSON.stringify({
          level: 30,
          time,
          pid: 1,
          hostname: 'h',
          msg: 'Floorcraft is ready',
          database: 'embedded',
        }),
      ),
    ).toBe('06:40:01 INFO  Floorcraft is ready database=embedded');
    expect(
      readableLogLine(
        JSON.stringify({
          level: 30,
          time,
          reqId: 'req-1',
          req: { method: 'GET', url: '/api/health' },
          msg: 'incoming request',
        }),
      ),
    ).toBe('06:40:01 INFO  incoming request GET /api/health reqId=req-1');
    const withError = readableLogLine(
      JSON.stringify({
        level: 50,
        time,
        msg: 'retention job failed',
        err: { stack: 'Error: x\n    at y' },
      }),
    );
    expect(withError.split('\n')).toEqual([
      '06:40:01 ERROR retention job failed',
      '    Error: x',
      '        at y',
    ]);
    expect(readableLogLine('not json')).toBe('not json');
  });

  it('turns each JSON line of a chunk into a line', () => {
    const written: string[] = [];
    const stream = readableLogStream({
      write: (text: string) => written.push(text),
    } as unknown as NodeJS.WritableStream);
    stream.write(
      `${JSON.stringify({ level: 40, time: 0, msg: 'a' })}\n${JSON.stringify({ level: 30, time: 0, msg: 'b' })}\n`,
    );
    expect(written).toEqual(['00:00:00 WARN  a\n', '00:00:00 INFO  b\n']);
  });

  it('takes LOG_FORMAT json or lines, and refuses anything else', () => {
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'lines' }).logFormat).toBe('lines');
    expect(() => loadConfig({ LOG_FORMAT: 'pretty' })).toThrow(/LOG_FORMAT must be json or lines/);
  });
});

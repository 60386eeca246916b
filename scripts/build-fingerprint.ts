// What the last build was built from, so that npm start builds only when the sources changed (a
// second start serves within seconds instead of rebuilding for half a minute). `npm run build`
// forgets the fingerprint as it starts and records it when it has finished; `npm start` runs this
// with `ensure`, which builds when the recorded fingerprint is missing or differs. It is kept
// beside the server's render (dist-ssr/), which the web server never serves.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const INPUT_FOLDERS = ['src', 'sw', 'public'];
const INPUT_FILES = [
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.sw.json',
  'package.json',
  'package-lock.json',
  'scripts/prerender.ts',
  'scripts/precompress.ts',
];
const OUTPUTS = ['dist/index.html', 'dist-ssr/entry-server.js', 'dist-ssr/prerendered.json'];
const FINGERPRINT_FILE = 'dist-ssr/build-fingerprint.txt';

function* filesUnder(folder: string): Generator<string> {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** A hash of every input's path and bytes, and of the VITE_ variables the build reads. */
function inputFingerprint(): string {
  const hash = createHash('sha256');
  const files = [...INPUT_FOLDERS.flatMap((folder) => [...filesUnder(folder)]), ...INPUT_FILES]
    .filter((file) => existsSync(file))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(file));
  }
  for (const name of Object.keys(process.env)
    .filter((key) => key.startsWith('VITE_'))
    .sort())
    hash.update(`${name}=${process.env[name]}\0`);
  return hash.digest('hex');
}

function lastFingerprint(): string | null {
  if (!OUTPUTS.every((file) => existsSync(file)) || !existsSync(FINGERPRINT_FILE)) return null;
  return readFileSync(FINGERPRINT_FILE, 'utf8').trim();
}

const mode = process.argv[2];
if (mode === 'forget') {
  rmSync(FINGERPRINT_FILE, { force: true });
} else if (mode === 'record') {
  writeFileSync(FINGERPRINT_FILE, `${inputFingerprint()}\n`);
} else if (mode === 'ensure') {
  if (inputFingerprint() === lastFingerprint()) {
    console.log('The built app is up to date with the sources; not building it again.');
  } else {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
} else {
  console.error('Usage: tsx scripts/build-fingerprint.ts ensure|forget|record');
  process.exit(2);
}

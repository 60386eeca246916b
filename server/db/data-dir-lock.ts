// Keeps one process at a time on an embedded data folder (PGlite is single-process). The lock
// file also tells the CLI where the running server listens and the token it accepts.
import { closeSync, openSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export interface LockInfo {
  pid: number;
  role: 'server' | 'cli';
  url?: string;
  adminToken?: string;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly holder: LockInfo,
    dataDir: string,
  ) {
    super(
      holder.role === 'server'
        ? `A Floorcraft server (pid ${holder.pid}) is already using the embedded database in ${dataDir}.`
        : `A floorcraft command (pid ${holder.pid}) is using the embedded database in ${dataDir}; try again when it finishes.`,
    );
    this.name = 'DataDirBusyError';
  }
}

const lockPath = (dataDir: string) => path.join(dataDir, 'floorcraft.lock');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live holder of the lock, if any; a lock left by a dead process is removed. */
export function readLock(dataDir: string): LockInfo | null {
  let info: LockInfo;
  try {
    info = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as LockInfo;
  } catch {
    return null;
  }
  if (info.pid !== process.pid && !isAlive(info.pid)) {
    rmSync(lockPath(dataDir), { force: true });
    return null;
  }
  return info;
}

/** Takes the lock or throws DataDirBusyError; answers a function that updates or releases it. */
export function acquireLock(dataDir: string, role: LockInfo['role']) {
  mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeFileSync(fd, JSON.stringify({ pid: process.pid, role } satisfies LockInfo));
      closeSync(fd);
      return {
        update(extra: Partial<LockInfo>) {
          writeFileSync(file, JSON.stringify({ pid: process.pid, role, ...extra }), {
            mode: 0o600,
          });
        },
        release() {
          const holder = readLock(dataDir);
          if (holder?.pid === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(dataDir);
      if (holder) throw new DataDirBusyError(holder, dataDir);
    }
  }
  throw new Error(`Could not take the lock ${file}.`);
}

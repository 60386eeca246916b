// Starts the real server (built app, fresh embedded database with demo data) for the e2e suite.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess } from '../support/processes';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html'))
    throw new Error('The e2e suite needs the built app: run npm run build first.');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'floorcraft-e2e-'));
  // The e2e suite always uses the embedded database, whatever DATABASE_URL says.
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    DATABASE_URL: '',
  });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', dataDir);
  return async () => {
    await server.stop();
  };
}

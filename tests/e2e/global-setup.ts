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

/** A store review account, created by the test that signs in with it. */
export const REVIEW_ACCOUNT_EMAIL = 'reviewer@floorcraft.test';

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html') || !existsSync('dist-ssr/entry-server.js'))
    throw new Error('The e2e suite needs the built app: run npm run build first.');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'floorcraft-e2e-'));
  // The e2e suite always uses the embedded database, whatever DATABASE_URL says.
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    DATABASE_URL: '',
    REVIEW_ACCOUNT_EMAILS: REVIEW_ACCOUNT_EMAIL,
  });
  project.provide('baseUrl', server.url);
  project.provide('dataDir', dataDir);
  return async () => {
    await server.stop();
  };
}

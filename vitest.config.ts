// Test suites: unit (pure code, in Node), unit-dom (what renders or reads the document, storage or
// the page: *.test.tsx and *.dom.test.ts, in jsdom), server (real database through
// fastify.inject), e2e (real Chromium against the built app served by the real server). Each run
// ends with how long each suite took (tests/support/suite-times.ts).
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
const define = { __APP_VERSION__: JSON.stringify('test'), __BUILD_ID__: JSON.stringify('test') };

export default defineConfig({
  resolve: { alias },
  define,
  test: {
    reporters: ['default', './tests/support/suite-times.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ['tests/unit/**/*.dom.test.ts'],
          setupFiles: ['tests/support/i18n-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          sequence: { groupOrder: 0 },
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.tsx', 'tests/unit/**/*.dom.test.ts'],
          setupFiles: ['tests/support/i18n-setup.ts', 'tests/support/unit-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          sequence: { groupOrder: 1 },
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file opens its own embedded database (~hundreds of MB); two at a time fits.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          environment: 'node',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // A page answers within a second on a quiet machine, but CI runs the suite on two busy
          // cores: a poll gives the page as long as a Playwright wait would before it fails.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});

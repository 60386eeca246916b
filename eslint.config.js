// Lint rules: typescript-eslint, React hooks, and import boundaries (features never import each
// other; shared code never imports features or the app; no cycles; the server's layers: routes →
// services → db, and services know nothing of HTTP).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Every folder under src/features is a feature: a new one is bounded without naming it here.
const featureNames = readdirSync(new URL('./src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noSkippedTests = {
  selector: "CallExpression[callee.object.name='it'][callee.property.name=/^(skip|only|todo)$/]",
  message: 'No skipped or focused tests.',
};

const seatCounterWrites = [
  {
    selector: 'TemplateElement[value.raw=/\\b(sold|held)\\s*=\\s*(\\w+\\.)?(sold|held)\\s*[-+]/]',
    message: 'Seats move only through the seat ledger (services/seats/seat-ledger.ts).',
  },
  {
    selector:
      "CallExpression[callee.property.name='set'] > ObjectExpression > Property[key.name=/^(sold|held)$/]",
    message: 'Seats move only through the seat ledger (services/seats/seat-ledger.ts).',
  },
];

const admissionWrites = {
  selector:
    'CallExpression[callee.property.name=/^(insertInto|updateTable|deleteFrom)$/] > Literal[value=/^(check_ins|session_admissions|check_in_log)$/]',
  message: 'Admissions are written only by services/check-ins/check-in-writer.ts.',
};

/**
 * Dates are written in one locale (Australian English) by one cached formatter: a formatter made
 * with the browser's locale wrote "Jan 23, 2027" on one screen and "23 Jan 2027" on the next.
 */
const oneDateLocale = [
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message: "Format dates with dateFormat() from '@/contract/date-formats'.",
  },
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
    message: "Format dates with dateFormat() from '@/contract/date-formats'.",
  },
];

// Message extraction (npm run i18n:extract, and the catalogue check lint runs) finds only calls
// written `i18n._('id')`: the catalogue under another name would be used yet never extracted, and
// its words would show as their ids.
const messagesFound = [
  {
    selector:
      "ImportDeclaration[source.value=/i18n\\/i18n$/] > ImportSpecifier[imported.name='i18n'][local.name!='i18n']",
    message: 'Import the catalogue as `i18n`: extraction finds only i18n._(…) calls.',
  },
  {
    selector: "VariableDeclarator[init.callee.name='useI18n'][id.name!='i18n']",
    message: 'Name what useI18n() returns `i18n`: extraction finds only i18n._(…) calls.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'data',
      'node_modules',
      'coverage',
      '.tmp',
      'public',
      // Compiled by npm run i18n:compile from the .po catalogues.
      'src/locales/*/messages.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-syntax': ['error', noSkippedTests],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noSkippedTests,
        {
          // A key written out where it is used drifts from the one its invalidation names.
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message:
            'Query keys come from a key factory (src/lib/query-keys.ts or api/query-keys.ts).',
        },
        ...oneDateLocale,
        ...messagesFound,
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureNames.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
              message:
                'Features never import each other: move shared code to src/components or src/lib.',
            })),
            {
              target: ['./src/components', './src/lib', './src/contract', './src/domain'],
              from: ['./src/features', './src/app'],
              message: 'Shared code never imports features or the app.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'Features never import the app.',
            },
            {
              target: './src',
              from: './server',
              message: 'The web app never imports server code.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract (shapes and messages) and the domain (pure rules) are read by the web app and
    // the server alike: the contract imports only zod, date-fns (pure date arithmetic, zones
    // included) and itself; the domain only those and the contract (never the reverse). Relative
    // paths, which both sides resolve.
    files: ['src/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|date-fns/|@date-fns/tz$|\\./)',
              message: 'src/contract imports only zod, date-fns and its own modules (./…).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|date-fns/|@date-fns/tz$|\\./|\\.\\./contract/)',
              message: 'src/domain imports only zod, date-fns, its own modules and ../contract/….',
            },
          ],
        },
      ],
    },
  },
  {
    // The one place formatters are made, and the worker that warms the locale's data.
    files: ['src/contract/date-formats.ts', 'src/app/locale-data.worker.ts'],
    rules: { 'no-restricted-syntax': ['error', noSkippedTests] },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server',
              from: './src',
              // The message catalogue is one for both sides (the server says its words from it).
              except: ['./contract', './domain', './locales'],
              message:
                'The server shares only src/contract, src/domain and the message catalogue (src/locales) with the web app.',
            },
            {
              target: ['./server/services', './server/db'],
              from: ['./server/routes', './server/plugins', './server/pages'],
              message:
                'Services and the database layer never reach up to routes, plugins or pages.',
            },
            {
              target: './server/db',
              from: './server/services',
              message: 'The database layer never imports services.',
            },
            {
              target: './server/services/seats',
              from: './server/services',
              except: ['./seats'],
              message:
                'The seat ledger imports no other service area: sales, holds, refunds, passes, waitlist and the door depend on it, never the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/services/**/*.ts', 'server/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'fastify',
              message: 'Services return results or throw AppError; HTTP is the routes’ business.',
            },
          ],
          patterns: [{ group: ['@fastify/*'], message: 'HTTP is the routes’ business.' }],
        },
      ],
    },
  },
  {
    // Seats move only through the seat ledger (server/services/seats/seat-ledger.ts), which locks
    // types and then sessions in one order and counts both: no other statement moves a counter.
    // Admissions are written only by the check-in writer (services/check-ins/check-in-writer.ts).
    // Add-on stock has its own ledger in the same style (services/addons/addon-stock.ts).
    files: ['server/services/**/*.ts'],
    ignores: [
      'server/services/seats/**',
      'server/services/check-ins/**',
      'server/services/addons/addon-stock.ts',
    ],
    rules: {
      'no-restricted-syntax': ['error', noSkippedTests, admissionWrites, ...seatCounterWrites],
    },
  },
  {
    files: ['server/services/check-ins/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', noSkippedTests, ...seatCounterWrites] },
  },
);

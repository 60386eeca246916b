// npm run audit: Lighthouse 11.7.1 (the last with the PWA category) in Debian's Chromium against
// the built app on a fresh embedded database — mobile emulation, as Lighthouse's default. Prints
// the PWA, performance and accessibility scores and FCP/LCP/TBT of the home page, the browse page,
// an event's page, its purchase link and — signed in as the demo dancer (the session and profile
// put in the browser's storage before Lighthouse loads the page, as the app keeps them) — the
// purchase page and My Tickets, then the first-load bundle report. Every page but the purchase
// link signed out (printed for information) has the budgets PWA 100, performance ≥ 95,
// accessibility 100; the public ones also FCP ≤ 1.5 s. Exits non-zero when one is missed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { eventPagePath } from '../src/contract/event-page';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../src/lib/auth/token-storage';
import { PROFILE_CACHE_KEY } from '../src/lib/auth/profile-cache';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH } from '../tests/support/browser';
import { startServerProcess } from '../tests/support/processes';

const PAGES = ['/', '/tickets'];
/** Measured signed in as the demo dancer. */
const SIGNED_IN_PAGES = ['/my-tickets'];
/** Measured and printed for information only. */
const UNBUDGETED: string[] = [];
const BUDGETS = { pwa: 100, performance: 95, accessibility: 100 } as const;
/** On the public pages (signed out). */
const FCP_BUDGET_MS = 1_500;

const server = await startServerProcess({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'floorcraft-audit-')),
  DATABASE_URL: '',
  SEED_DEMO: 'true',
});
// A demo event's own page and its purchase link (both rendered by the server with their content).
const login = await fetch(`${server.url}/api/v2/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'organiser@floorcraft.test', password: 'dancedemo' }),
});
const { accessToken } = (await login.json()) as { accessToken: string };
const published = (await (
  await fetch(`${server.url}/api/v2/ticket/organiser?status=published`, {
    headers: { authorization: `Bearer ${accessToken}` },
  })
).json()) as { data: Array<{ eventId: string; eventDetails: { title: string } }> };
const demo = published.data[0];
if (demo) {
  PAGES.push(
    eventPagePath({ id: demo.eventId, title: demo.eventDetails.title }),
    `/tickets?eventId=${demo.eventId}`,
  );
  // The purchase page's budgets are signed in, as a buyer uses it.
  UNBUDGETED.push(`/tickets?eventId=${demo.eventId}`);
  SIGNED_IN_PAGES.unshift(`/tickets?eventId=${demo.eventId}`);
}
const dancer = (await (
  await fetch(`${server.url}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'dancer@floorcraft.test', password: 'dancedemo' }),
  })
).json()) as { accessToken: string; refreshToken: string };
// The profile the app keeps beside the tokens (written at every sign-in and start-up).
const dancerProfile = (
  (await (
    await fetch(`${server.url}/api/v2/account/profile`, {
      headers: { authorization: `Bearer ${dancer.accessToken}` },
    })
  ).json()) as { profile: unknown }
).profile;

/** Signs the browser in as the app keeps a session: its tokens in local storage. */
async function session(port: number, tokens: typeof dancer) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${server.url}/robots.txt`);
  const keys = { access: ACCESS_TOKEN_KEY, refresh: REFRESH_TOKEN_KEY, profile: PROFILE_CACHE_KEY };
  await page.evaluate(
    async ({ kept, keys }) => {
      // A first visit with a session: no service worker or cache left by the pages measured before.
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
      for (const name of await caches.keys()) await caches.delete(name);
      localStorage.clear();
      localStorage.setItem(keys.access, kept.accessToken);
      localStorage.setItem(keys.refresh, kept.refreshToken);
      localStorage.setItem(keys.profile, JSON.stringify(kept.profile));
    },
    { kept: { ...tokens, profile: dancerProfile }, keys },
  );
  // Nor files in the HTTP cache (kept, with the storage, when Lighthouse does not reset it).
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}
// Each page once before measuring, as a running server would have (its first answers assemble and
// keep the prerendered pages' HTML, and warm the data pages' reads).
for (const page of PAGES)
  await (await fetch(`${server.url}${page}`, { headers: { accept: 'text/html' } })).text();
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', ...CHROME_FLAGS],
});
let failed = false;
try {
  const runs = [
    ...PAGES.map((page) => ({ page, signedIn: false })),
    ...SIGNED_IN_PAGES.map((page) => ({ page, signedIn: true })),
  ];
  for (const { page: path, signedIn } of runs) {
    const page = signedIn ? `${path} (signed in)` : path;
    if (signedIn) await session(chrome.port, dancer);
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(BUDGETS),
      // Keeps the session put in the browser's storage.
      disableStorageReset: signedIn,
    });
    const categories = result?.lhr.categories ?? {};
    const budgeted = !(UNBUDGETED.includes(path) && !signedIn);
    const scores = Object.entries(BUDGETS).map(([id, budget]) => {
      const score = Math.round((categories[id]?.score ?? 0) * 100);
      if (budgeted && score < budget) failed = true;
      return `${id} ${score}${budgeted && score < budget ? ` (budget ${budget})` : ''}`;
    });
    const fcp = result?.lhr.audits['first-contentful-paint']?.numericValue ?? Infinity;
    const slowPaint = budgeted && !signedIn && fcp > FCP_BUDGET_MS;
    if (slowPaint) failed = true;
    console.log(
      `${page}: ${scores.join(', ')}${budgeted ? '' : ' (for information)'}${
        slowPaint ? ` — FCP over ${FCP_BUDGET_MS / 1000} s` : ''
      }`,
    );
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'speed-index',
    ]
      .map((id) => `${id} ${result?.lhr.audits[id]?.displayValue ?? '?'}`)
      .join(', ');
    console.log(`  ${metrics}`);
    // A load Lighthouse could not measure says why (its scores are then 0).
    const runtimeError = result?.lhr.runtimeError;
    if (runtimeError) console.log(`  not measured: ${runtimeError.code} ${runtimeError.message}`);
    for (const [id, budget] of Object.entries(BUDGETS)) {
      const category = categories[id];
      if (!budgeted) continue;
      if (!category || Math.round((category.score ?? 0) * 100) >= budget) continue;
      const missed = category.auditRefs
        .filter((ref) => ref.weight > 0 && (result?.lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
      console.log(`  ${id} missed: ${missed.join(', ') || '—'}`);
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}
try {
  execFileSync('npx', ['tsx', 'scripts/bench/bundle-size.ts'], { stdio: 'inherit' });
} catch {
  failed = true;
}
if (failed) process.exitCode = 1;

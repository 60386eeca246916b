// The Facebook Page connection in Chromium, through a local fake of Facebook Login and the Graph
// API on a server configured for it: connect, pick a page, see and use its details, disconnect;
// a cancelled dialog and a user with no pages; the review accounts' demo; and the main suite's
// server, which has no Facebook app and says so.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startFakeFacebook, type FakeFacebook } from '../support/fake-facebook';
import { freePort, runCli, startServerProcess, type ServerProcess } from '../support/processes';
import { accessibilityViolations, baseUrl, newPage } from './helpers';

let browser: Browser;
let fake: FakeFacebook;
let server: ServerProcess;
let dataDir: string;
const REVIEWER = 'fb-reviewer@floorcraft.test';

beforeAll(async () => {
  fake = await startFakeFacebook();
  fake.pages = [
    {
      id: '70001',
      name: 'Newtown Zouk Collective',
      category: 'Dance School',
      details: {
        about: 'Brazilian zouk classes and socials.',
        phone: '+61 2 5550 7000',
        website: 'https://newtown-zouk.example',
        single_line_address: '9 King St, Newtown NSW 2042',
        emails: ['zouk@newtown-zouk.example'],
      },
    },
  ];
  dataDir = mkdtempSync(path.join(tmpdir(), 'floorcraft-fb-e2e-'));
  const port = await freePort();
  server = await startServerProcess({
    ...fake.env,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'false',
    REVIEW_ACCOUNT_EMAILS: REVIEWER,
  });
  for (const email of ['fb-organiser@floorcraft.test', 'fb-lonely@floorcraft.test', REVIEWER]) {
    const created = await runCli(
      [
        'account',
        'create',
        '--email',
        email,
        '--password',
        'dancedemo',
        '--organisation',
        `School of ${email.split('@')[0]}`,
      ],
      { DATA_DIR: dataDir, DATABASE_URL: '' },
    );
    if (created.code !== 0) throw new Error(created.stderr);
  }
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

async function signedIn(email: string, base = server.url): Promise<Page> {
  const page = await newPage(browser);
  await page.goto(`${base}/login?return=${encodeURIComponent('/facebook-integration')}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('dancedemo');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/facebook-integration/);
  return page;
}

describe('connecting a Facebook Page', () => {
  it('connects, picks a page, uses its details, and disconnects', async () => {
    const page = await signedIn('fb-organiser@floorcraft.test');
    await expect.poll(() => page.getByText('Ready to connect').isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/School of fb-organiser/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Connect Facebook' }).click();
    // The fake dialog redirects straight back, as Facebook does once the user agrees.
    const selector = page.getByRole('dialog', { name: 'Select Facebook Page' });
    await selector.waitFor();
    await expect
      .poll(() => page.getByText('Connected to Facebook as Rosa Salsera.').isVisible())
      .toBe(true);
    expect(page.url()).not.toContain('facebook_auth_success');
    await selector.getByRole('button', { name: /Newtown Zouk Collective/ }).click();
    await selector.waitFor({ state: 'detached' });

    const details = page.getByRole('region', {
      name: 'Facebook Page Connected - Downloaded Details',
    });
    await details.waitFor();
    expect(await details.innerText()).toContain('9 King St, Newtown NSW 2042');
    expect(await details.innerText()).toContain('Brazilian zouk classes and socials.');
    await page
      .screenshot({ path: '.tmp/facebook-connected.png', fullPage: true })
      .catch(() => undefined);

    await page.getByRole('button', { name: 'Use these details for my organisation' }).click();
    await page.getByRole('button', { name: 'Replace with Facebook details' }).click();
    await expect
      .poll(() =>
        page.getByText('Your organisation details now come from your Facebook Page.').isVisible(),
      )
      .toBe(true);

    await page.goto(`${server.url}/dashboard?tab=settings`);
    await page.getByText('Organisation Information').click();
    await expect
      .poll(() => page.getByLabel('Business Name').inputValue())
      .toBe('Newtown Zouk Collective');
    await expect
      .poll(() => page.getByText(/Connected to Newtown Zouk Collective/).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Refresh Details' }).click();
    await page.getByRole('button', { name: 'Keep my details' }).click();
    await expect
      .poll(() => page.getByText('Details refreshed; your business details were kept.').isVisible())
      .toBe(true);

    await page.getByRole('link', { name: 'Manage Facebook' }).click();
    await page.getByRole('button', { name: 'Disconnect Facebook' }).click();
    await page
      .getByRole('dialog', { name: 'Disconnect Facebook?' })
      .getByRole('button', { name: 'Disconnect' })
      .click();
    await expect.poll(() => page.getByText('Ready to connect').isVisible()).toBe(true);
    expect(fake.revoked.length).toBeGreaterThan(0);
  });

  it('says what went wrong when the dialog is cancelled, and when there are no pages', async () => {
    const page = await signedIn('fb-lonely@floorcraft.test');
    fake.deny = true;
    try {
      await page.getByRole('button', { name: 'Connect Facebook' }).click();
      await expect
        .poll(() =>
          page
            .getByText(
              'Facebook access was cancelled. You need to grant permissions to import events.',
            )
            .isVisible(),
        )
        .toBe(true);
    } finally {
      fake.deny = false;
    }
    const pages = fake.pages;
    fake.pages = [];
    try {
      await page.getByRole('button', { name: 'Try Again' }).click();
      const selector = page.getByRole('dialog', { name: 'Select Facebook Page' });
      await selector.waitFor();
      await expect
        .poll(() => selector.getByText(/doesn't manage any Pages/).isVisible())
        .toBe(true);
      expect(
        await selector.getByRole('link', { name: 'Create Business Page' }).getAttribute('href'),
      ).toContain('facebook.com');
      await selector.getByRole('button', { name: 'Skip for Now' }).click();
      await expect
        .poll(() =>
          page.getByText('Authorised (no pages selected/found or skipped)').first().isVisible(),
        )
        .toBe(true);
    } finally {
      fake.pages = pages;
    }
  });
});

describe('the review accounts’ demo', () => {
  it('shows the privacy notice for 3 seconds, then demo pages, with no call to Facebook', async () => {
    const page = await signedIn(REVIEWER);
    await page.goto(`${server.url}/facebook-integration?demouseradmin=true`);
    await page.getByRole('button', { name: 'Connect Facebook' }).click();
    const privacy = page.getByRole('dialog', { name: 'Demo mode' });
    await privacy.waitFor();
    await privacy.waitFor({ state: 'detached', timeout: 6000 });
    const selector = page.getByRole('dialog', { name: 'Select Facebook Page' });
    await selector.getByRole('button', { name: /Harbour Salsa Studio \(Demo\)/ }).click();
    await page
      .getByRole('region', { name: 'Facebook Page Connected - Downloaded Details' })
      .waitFor();
  });
});

describe('a server without a Facebook app', () => {
  it('says plainly that Facebook is not configured', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/login?return=${encodeURIComponent('/facebook-integration')}`);
    await page.getByLabel('Email').fill('organiser@floorcraft.test');
    await page.getByLabel('Password').fill('dancedemo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Facebook is not configured' }).waitFor();
    expect(await page.getByRole('button', { name: 'Connect Facebook' }).count()).toBe(0);
  });
});

describe('the demo Facebook events manager', () => {
  it('connects a sample page and shows its events by import state, as cards or a table', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/demo/facebook-events`);
    await page.getByRole('button', { name: 'Connect Facebook' }).click();
    await page
      .getByRole('dialog', { name: 'Select Facebook Page' })
      .getByRole('button', { name: /Harbour Salsa Studio \(Demo\)/ })
      .click();
    const events = page.getByRole('list', { name: 'Facebook events' });
    await events.waitFor();
    expect(await events.getByText('Imported', { exact: true }).count()).toBe(2);
    expect(await events.getByText('Not Imported').count()).toBe(3);
    expect(await events.getByText('Past Event').count()).toBe(0);
    expect(
      await page
        .getByRole('button', { name: /^Import / })
        .first()
        .isDisabled(),
    ).toBe(true);

    await page.getByLabel('Show past events').check();
    expect(await events.getByText('Past Event').count()).toBe(1);
    await page.getByRole('button', { name: 'Table' }).click();
    expect(await page.getByRole('table').getByRole('row').count()).toBe(7);

    await page.getByRole('button', { name: 'Weekdays View (Near Me)' }).click();
    await page.getByText(/Week of/).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

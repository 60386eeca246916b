// Renders the web app manifest's screenshots (the richer install dialog): /tickets wide and narrow,
// from a running server with the demo data. Usage: tsx scripts/render-screenshots.ts [base URL].
import { launchBrowser } from '../tests/support/browser';

const base = process.argv[2] ?? 'http://localhost:8080';
const shots = [
  { file: 'public/screenshots/calendar-wide.png', width: 1280, height: 720 },
  { file: 'public/screenshots/calendar-narrow.png', width: 390, height: 844 },
];

const browser = await launchBrowser();
for (const shot of shots) {
  const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height } });
  await page.goto(`${base}/tickets`);
  await page.locator('.calendar[aria-busy="false"]').first().waitFor();
  await page.getByRole('heading', { name: 'All Events Calendar' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot.file });
  await page.close();
}
await browser.close();

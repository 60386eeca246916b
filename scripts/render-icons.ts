// Renders the PNG app icons and the link-preview card from public/icons/logo.svg with Chromium
// (run: npx tsx scripts/render-icons.ts).
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const svg = readFileSync('public/icons/logo.svg', 'utf8');
const targets = [
  { file: 'public/icons/icon-192.png', size: 192, padding: 0, background: 'transparent' },
  { file: 'public/icons/icon-512.png', size: 512, padding: 0, background: 'transparent' },
  { file: 'public/icons/apple-touch-icon-180.png', size: 180, padding: 0, background: '#ffffff' },
  // Maskable icons keep their content inside the central 80 % safe zone.
  { file: 'public/icons/maskable-512.png', size: 512, padding: 0.12, background: '#5b2a86' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
const page = await browser.newPage();
for (const target of targets) {
  const inner = Math.round(target.size * (1 - target.padding * 2));
  await page.setViewportSize({ width: target.size, height: target.size });
  await page.setContent(
    `<html><body style="margin:0;background:${target.background};display:grid;place-items:center;width:${target.size}px;height:${target.size}px">` +
      `<div style="width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`,
  );
  await page.screenshot({ path: target.file, omitBackground: target.background === 'transparent' });
  console.log(`wrote ${target.file}`);
}
// The link-preview card of an event without a poster (Open Graph's 1200 × 630).
await page.setViewportSize({ width: 1200, height: 630 });
await page.setContent(
  `<html><body style="margin:0;width:1200px;height:630px;display:flex;align-items:center;gap:56px;` +
    `padding:0 96px;box-sizing:border-box;background:#4a2270;` +
    `font-family:'DejaVu Sans',sans-serif;color:#fff">` +
    `<div style="flex:none;width:260px;height:260px">${svg.replace('<svg ', '<svg width="260" height="260" ')}</div>` +
    `<div><div style="font-size:88px;font-weight:700;letter-spacing:-1px">Floorcraft</div>` +
    `<div style="font-size:34px;margin-top:16px;color:#f7c6de">Find Dance. Teach Dance. Grow Dance.</div>` +
    `<div style="font-size:32px;margin-top:40px;opacity:.9">Dance events, tickets and check-in</div></div>` +
    `</body></html>`,
);
await page.screenshot({ path: 'public/icons/share-card.png' });
console.log('wrote public/icons/share-card.png');
await browser.close();

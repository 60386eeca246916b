// A modal's backdrop dims the whole page, the sticky header too, at 360 and 1280 px: the header's
// pixels under an open dialog are the backdrop's tint over white, and a tap there reaches the
// dialog (its backdrop closes it), never the header's menu or search.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { baseUrl, newPage } from './helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a modal over the sticky header', () => {
  for (const width of [360, 1280]) {
    it(`dims and covers the header at ${width} px`, async () => {
      const page = await newPage(browser, width);
      await page.goto(`${baseUrl()}/tickets`);
      await page.locator('.calendar__day-button').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const header = (await page.locator('.site-header').boundingBox())!;
      // Far from the dialog's own box: the header's left edge, half-way down.
      const x = 4;
      const y = Math.round(header.y + header.height / 2);
      expect(
        await page.evaluate(
          ([px, py]) => document.elementFromPoint(px!, py!)?.tagName ?? null,
          [x, y],
        ),
      ).toBe('DIALOG');
      // The screenshot's pixel, read by Chromium on a blank page of its own (no site policy).
      const png = (await page.screenshot()).toString('base64');
      const reader = await page.context().newPage();
      const [r, g, b] = await reader.evaluate(
        async ([data, px, py]) => {
          const image = new Image();
          image.src = `data:image/png;base64,${data}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return [...context.getImageData(Number(px), Number(py), 1, 1).data];
        },
        [png, x, y] as const,
      );
      await reader.close();
      // The header is white; under the backdrop (rgb(20 10 30 / 50 %)) it is a mid grey.
      expect(Math.max(r!, g!, b!)).toBeLessThan(180);
      await page.mouse.click(x, y);
      await expect.poll(() => dialog.count()).toBe(0);
      await page.context().close();
    });
  }
});

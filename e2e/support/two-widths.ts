import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { screenshotDir } from "./journey";

/**
 * Screenshots at the two widths issue 46 asks to look at, 1440 px (a desktop) and 390 px (a phone), named
 * `{name}.1440.png` and `{name}.390.png`; the phone view must not scroll sideways. The journey's own viewport
 * is put back after. `fullPage: false` keeps a dialog in the frame as a person sees it.
 */
export async function screenshotsAt(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const before = page.viewportSize() ?? { width: 1280, height: 720 };
  // A full-page capture draws the fixed header where the viewport stands: taken from the top, then put back.
  const scrolled = await page.evaluate(() => window.scrollY);
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.waitForTimeout(200);
    if (options.fullPage ?? true) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      path: path.join(screenshotDir, `${name}.${width}.png`),
      fullPage: options.fullPage ?? true,
    });
    if (width === 390) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name}: the page scrolls sideways on a phone`).toBeLessThanOrEqual(1);
    }
  }
  await page.setViewportSize(before);
  await page.evaluate((y) => window.scrollTo(0, y), scrolled);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

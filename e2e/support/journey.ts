import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const screenshotDir = path.join(import.meta.dirname, "..", "screenshots");

/** Signs in through the real form. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Screenshots at the two widths a person is looked at with, 1440 px (a desktop) and 390 px (a phone), saved as
 * `{name}.1440.png` and `{name}.390.png`; the phone view must not scroll sideways. The journey's own viewport and
 * scroll position are put back after. `fullPage: false` keeps a dialog in the frame as a person sees it.
 */
export async function screenshots(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const fullPage = options.fullPage ?? true;
  const before = page.viewportSize() ?? { width: 1280, height: 720 };
  // A full-page capture draws the fixed header and navbar where the viewport stands: scrolled, they land in
  // the middle of the picture. Taken from the top, then put back where the journey was.
  const scrolled = await page.evaluate(() => window.scrollY);
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await settle(page);
    await page.waitForTimeout(150);
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(screenshotDir, `${name}.${width}.png`), fullPage });
    if (width === 390) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${name}: the page scrolls sideways on a phone`).toBeLessThanOrEqual(1);
    }
  }
  await page.setViewportSize(before);
  await page.evaluate((y) => window.scrollTo(0, y), scrolled);
  // Let the layout settle at the restored size: a click right after would aim at where things were on the phone.
  await settle(page);
}

/** Two animation frames: the layout has caught up with a new viewport. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** No serious or critical accessibility violation on the current screen. */
export async function expectAccessible(page: Page) {
  // A toast or modal caught mid-fade has half its contrast; axe judges the screen once its transitions end
  // (endless ones, such as spinners and skeletons, are not waited for).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  // Toasts come and go on their own timers: one caught while fading out (its transition not yet started when
  // the wait above looked) fails contrast at random. Their colours are the theme's (web/src/app/providers.tsx).
  // Only violations are read, so axe is told not to gather the (many) passing nodes; the app has no frames, so the
  // legacy single-run mode spares the blank page that the frame-by-frame mode opens to merge results.
  const results = await new AxeBuilder({ page })
    .exclude(".mantine-Notifications-root")
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

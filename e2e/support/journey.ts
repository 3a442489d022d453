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

/** Saves a desktop screenshot and a 375 px phone screenshot, and checks the phone view has no sideways scroll. */
export async function screenshots(page: Page, name: string) {
  fs.mkdirSync(screenshotDir, { recursive: true });
  const desktop = page.viewportSize() ?? { width: 1280, height: 720 };
  // A full-page capture draws the fixed header and navbar where the viewport stands: scrolled, they land in
  // the middle of the picture. Taken from the top, then put back where the journey was.
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.waitForTimeout(150);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(screenshotDir, `${name}.phone.png`), fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name}: the page scrolls sideways on a phone`).toBeLessThanOrEqual(1);
  await page.setViewportSize(desktop);
  await page.evaluate((y) => window.scrollTo(0, y), scrolled);
  // Let the layout settle at the restored size: a click right after would aim at where things were on the phone.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

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

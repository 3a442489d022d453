import { expect, test } from "@playwright/test";
import { ADMIN } from "../support/admin";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { apiPost, seedTeam } from "../support/seed";

test.describe.configure({ timeout: 90_000 });

test("progress: the managers' feed by day, live entries at the top, Load More", async ({ page }) => {
  const { api, mia, base, list } = await seedTeam("Launch");
  // More than a page of activity, so Load More shows.
  for (let i = 1; i <= 22; i++) await apiPost(api, `${base}/tasks`, { task_list_id: list.id, title: `Step ${i}` });

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole("link", { name: "Progress" }).click();
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByRole("heading", { name: "Progress", level: 1 })).toBeVisible();
  const entries = page.getByTestId("progress-entry");
  await expect(entries).toHaveCount(20);
  await expect(entries.first()).toContainText("Step 22");
  await expect(page.getByTestId("progress-live")).toHaveText("Live");

  // Someone works: the entry appears at the top without a reload, marked as new.
  await apiPost(api, `${base}/tasks`, { task_list_id: list.id, title: "Ship it live" });
  await expect(entries.first()).toContainText("Ship it live");
  await expect(entries.first()).toHaveAttribute("data-fresh", "true");
  await expect(entries).toHaveCount(21);

  // The next page comes below (other journeys' activity counts too: the feed spans every project).
  await page.getByRole("button", { name: "Load More ..." }).click();
  await expect.poll(() => entries.count()).toBeGreaterThan(21);
  await expect(entries.filter({ hasText: "created the task Step 1." })).toHaveCount(1);
  await expectAccessible(page);
  await screenshots(page, "progress-feed");

  // A project's title leads to its overview.
  await entries.first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/projects\/\d+\/overview$/);

  // Not for someone without the manager capability: no menu entry, and the address says so.
  await page.context().clearCookies();
  await signIn(page, mia.email, mia.password);
  await expect(page.getByRole("link", { name: "Progress" })).toHaveCount(0);
  await page.goto("/progress");
  await expect(page.getByTestId("no-permission")).toBeVisible();
});

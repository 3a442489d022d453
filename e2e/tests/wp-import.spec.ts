import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, request, test } from "@playwright/test";
import mysql from "mysql2/promise";
import { loadWpFixture, startTestMariaDb, type TestMariaDb } from "../../server/src/test/mariadb";
import { baseURL } from "../playwright.config";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, createUser } from "../support/seed";

/**
 * Issue 47: a global manager moves a WP Project Manager workspace in from Settings → Import. The source is a
 * private MariaDB loaded with the plugin's fixture (server/src/test/mariadb.ts), on this machine, which the
 * journeys' server reaches as any WordPress host's database; the uploads folder is an empty one, so each
 * attachment is a notice of the report.
 */
test.describe.configure({ timeout: 300_000 });

const PASSWORD = "wp-reader-pw";
let maria: TestMariaDb;
let address: string;
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-e2e-wp-uploads-"));

test.beforeAll(async () => {
  test.setTimeout(180_000);
  maria = await startTestMariaDb();
  const databaseUrl = await loadWpFixture(maria.url);
  const database = new URL(databaseUrl).pathname.slice(1);
  const admin = await mysql.createConnection(databaseUrl);
  await admin.query(`create user if not exists 'wpreader'@'%' identified by '${PASSWORD}'`);
  await admin.query(`grant select on \`${database}\`.* to 'wpreader'@'%'`);
  await admin.end();
  // What a person types: the address without its password (that goes in its own field).
  const url = new URL(databaseUrl);
  url.username = "wpreader";
  address = url.toString();
});

test.afterAll(async () => {
  await maria?.stop();
  fs.rmSync(uploads, { recursive: true, force: true });
});

/**
 * The screen checked with axe once the pointer has left the button just clicked: resting on it, the theme's hover
 * shade (teal.8, 3.9:1 under white) would be judged instead of the button as it stands (reported to the lead).
 */
async function lookedAt(page: Page) {
  await page.mouse.move(0, 0);
  await expectAccessible(page);
}

test("import: a dry run, then the import, its report, and the imported project's lists", async ({ page }) => {
  const api = await adminApi();
  const gina = await createUser(api, "Gina Global", { manager: true });
  const cole = await createUser(api, "Cole Worker");

  // A co-worker has no Import tab, and the routes refuse him.
  await signIn(page, cole.email, cole.password);
  await page.goto("/settings/import");
  await expect(page.getByTestId("no-permission")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Import" })).toHaveCount(0);
  const coleApi = await request.newContext({ baseURL });
  await coleApi.post("/api/auth/login", { data: { email: cole.email, password: cole.password } });
  expect((await coleApi.get("/api/import/wp-pm/runs")).status()).toBe(403);
  expect((await coleApi.post("/api/import/wp-pm", { data: { mysql_url: address } })).status()).toBe(403);

  await signIn(page, gina.email, gina.password);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  await page.getByRole("tab", { name: "Import" }).click();
  await expect(page).toHaveURL(/\/settings\/import$/);
  const form = page.getByTestId("wp-import-form");
  await expect(page.getByTestId("wp-import-no-runs")).toBeVisible();

  // A wrong password is said under the address, before any run starts.
  await form.getByRole("textbox", { name: "MySQL address" }).fill(address);
  await form.getByLabel("MySQL password").fill("not-the-password");
  await form.getByLabel("Uploads folder").fill(uploads);
  await expect(form.getByRole("checkbox", { name: /Dry run/ })).toBeChecked();
  await form.getByRole("button", { name: "Start import" }).click();
  await expect(form.getByText("The MySQL server refused this user name or password.")).toBeVisible();
  await lookedAt(page);
  await screenshots(page, "wp-import-refused");

  // The dry run: no question asked; its stages, then its report.
  await form.getByLabel("MySQL password").fill(PASSWORD);
  await form.getByRole("button", { name: "Start import" }).click();
  const current = page.getByTestId("wp-import-current");
  await expect(current.getByRole("heading", { name: "Current dry run" })).toBeVisible();
  const report = current.getByTestId("wp-import-report");
  await expect(report).toBeVisible({ timeout: 120_000 });
  await expect(current.getByTestId("wp-import-status")).toHaveText("Done");
  await expect(report).toContainText("Nothing was written.");
  const counts = report.getByTestId("wp-import-counts");
  await expect(counts.getByRole("row", { name: /^Projects/ })).toContainText("3");
  await expect(report.getByTestId("wp-import-notices")).toBeVisible();
  await expect(current).not.toContainText(PASSWORD);
  await lookedAt(page);
  await screenshots(page, "wp-import-dry-run");

  // The import asks first.
  await form.getByRole("checkbox", { name: /Dry run/ }).uncheck();
  await form.getByRole("button", { name: "Start import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import into this workspace?" });
  await expect(dialog).toBeVisible();
  await screenshots(page, "wp-import-confirm", { fullPage: false });
  await dialog.getByRole("button", { name: "Import" }).click();
  await expect(current.getByRole("heading", { name: "Current import" })).toBeVisible();
  // Its stages show while it runs (a fast run may already be over when the page looks).
  await expect(current.getByTestId("wp-import-progress").or(report)).toBeVisible();
  await expect(report).toBeVisible({ timeout: 120_000 });
  await expect(current.getByTestId("wp-import-status")).toHaveText("Done");
  await expect(report).not.toContainText("Nothing was written.");
  await lookedAt(page);
  await screenshots(page, "wp-import-report");

  // Both runs are kept, newest first, each openable to its report.
  const runs = page.getByTestId("wp-import-runs");
  await expect(runs.getByRole("row")).toHaveCount(3);
  await expect(runs.getByRole("row").nth(1)).toContainText("Gina Global");
  await expect(runs.getByRole("row").nth(2)).toContainText("Yes");
  await runs
    .getByRole("button", { name: /Open the report/ })
    .nth(1)
    .click();
  const opened = page.getByRole("dialog");
  await expect(opened.getByTestId("wp-import-report")).toContainText("Nothing was written.");
  await expectAccessible(page);
  await screenshots(page, "wp-import-past-run", { fullPage: false });
  await page.keyboard.press("Escape");
  await expect(opened).toBeHidden();

  // In the dark, as a person who set his system so sees it.
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await lookedAt(page);
  await screenshots(page, "wp-import-dark");
  await page.emulateMedia({ colorScheme: "light" });

  // The imported project, with its lists.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Projects" }).click();
  await page.getByRole("link", { name: "Bench project" }).first().click();
  await page
    .getByRole("link", { name: /Task Lists/i })
    .first()
    .click();
  await expect(page.getByTestId("task-list").filter({ hasText: "List 1" }).first()).toBeVisible();
  await expect(page.getByTestId("task-list").filter({ hasText: "Milestone list" })).toBeVisible();
  // A thousand tasks make a long page: the first screen is what a person sees.
  await screenshots(page, "wp-import-project-lists", { fullPage: false });
});

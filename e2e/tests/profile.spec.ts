import { expect, request, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, createUser } from "../support/seed";

test("a user renames themself, picks a time zone, changes the password and manages API tokens", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const api = await adminApi();
  const user = await createUser(api, "Paula Profile");
  await api.dispose();
  await signIn(page, user.email, user.password);
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("heading", { name: "Profile", level: 1 })).toBeVisible();
  await expect(page.getByTestId("no-tokens")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "profile");

  // Name and time zone.
  await page.getByLabel("Display name").fill("Paula Renamed");
  await page.getByRole("combobox", { name: "Time zone" }).fill("Tokyo");
  await page.getByRole("option", { name: "Asia/Tokyo" }).click();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("The settings have been saved.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Paula Renamed: account menu" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Display name")).toHaveValue("Paula Renamed");
  await expect(page.getByRole("combobox", { name: "Time zone" })).toHaveValue("Asia/Tokyo");

  // The password changes only with the current one, and the form says what else it ends.
  await expect(page.getByText("every API token is revoked")).toBeVisible();
  await page.getByRole("textbox", { name: "Current password" }).fill("not-my-password");
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("a-new-password-2");
  await page.getByRole("textbox", { name: "Repeat the new password" }).fill("a-new-password-2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The current password is incorrect.").first()).toBeVisible();
  await page.getByRole("textbox", { name: "Current password" }).fill(user.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The settings have been saved.").first()).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Current password" })).toHaveValue("");

  // A token is shown once, works as a Bearer token, and stops working once revoked.
  // A token lives a month unless another expiry is chosen.
  await page.getByLabel("Token name").fill("Backup script");
  await expect(page.getByRole("combobox", { name: "Expires after" })).toHaveValue("30 days");
  await page.getByRole("combobox", { name: "Expires after" }).click();
  await page.getByRole("option", { name: "7 days" }).click();
  await page.getByRole("button", { name: "Create token" }).click();
  const dialog = page.getByRole("dialog", { name: "Your new token" });
  const token = (await dialog.getByTestId("new-token").textContent())?.trim() ?? "";
  expect(token).toMatch(/^cairn_/);
  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expectAccessible(page);
  await screenshots(page, "profile-new-token");
  await dialog.getByRole("button", { name: "Done" }).click();
  // A context without the browser's cookie, so only the token speaks.
  const script = await request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
  const me = await script.get("/api/auth/me");
  expect((await me.json()).data.display_name).toBe("Paula Renamed");
  await expect(page.getByTestId("token-row")).toContainText("Backup script");
  await expect(page.getByTestId("token-dates")).toContainText("Expires");
  await expect(page.getByTestId("new-token")).toHaveCount(0);
  // Its use shows in the list (written down without holding up the script's answer).
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("token-dates")).toContainText("Last used", { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await screenshots(page, "profile-token-used");
  // A token may not make tokens: that takes the browser's session.
  const minted = await script.post("/api/auth/tokens", { data: { name: "minted" } });
  expect(minted.status()).toBe(403);

  await page.getByRole("button", { name: "Revoke Backup script" }).click();
  await page.getByRole("dialog", { name: "Are you sure" }).getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText("The API token has been revoked.")).toBeVisible();
  await expect(page.getByTestId("no-tokens")).toBeVisible();
  expect((await script.get("/api/auth/me")).status()).toBe(401);
  await script.dispose();
  await expectAccessible(page);
  await screenshots(page, "profile-after");
});

test("a user picks the 24-hour clock: it is kept, and times on screen follow it, then the 12-hour clock", async ({
  page,
}) => {
  const api = await adminApi();
  const user = await createUser(api, "Cleo Clock");
  await api.dispose();
  await signIn(page, user.email, user.password);
  await page.goto("/profile");
  // A token gives the page a moment with its time of day ("Created Dec 3, 2026, 4:05 PM").
  await page.getByLabel("Token name").fill("Clock check");
  await page.getByRole("button", { name: "Create token" }).click();
  await page.getByRole("dialog", { name: "Your new token" }).getByRole("button", { name: "Done" }).click();
  const dates = page.getByTestId("token-dates");
  // The browser speaks en-US: its own clock counts to 12.
  await expect(dates).toContainText(/Created .*\d{1,2}:\d{2}\s?[AP]M/);

  const clock = page.getByRole("combobox", { name: "Clock" });
  await expect(clock).toHaveValue("As the format writes it (6:45 PM)");
  await clock.click();
  await page.getByRole("option", { name: "24-hour (18:45)" }).click();
  await expect(page.getByTestId("format-example")).not.toContainText(/[AP]M/);
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("The settings have been saved.")).toBeVisible();
  await page.reload();
  await expect(clock).toHaveValue("24-hour (18:45)");
  await expect(dates).toContainText(/Created [^·]*\d{2}:\d{2} ·/);
  await expect(dates).not.toContainText(/[AP]M/);
  await screenshots(page, "profile-clock-24h");

  await clock.click();
  await page.getByRole("option", { name: "12-hour (6:45 PM)" }).click();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("The settings have been saved.")).toBeVisible();
  await page.reload();
  await expect(clock).toHaveValue("12-hour (6:45 PM)");
  await expect(dates).toContainText(/Created .*\d{1,2}:\d{2}\s?[AP]M/);
});

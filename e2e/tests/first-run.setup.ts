import { expect, test } from "@playwright/test";
import { ADMIN, SETUP_CODE } from "../support/admin";
import { expectAccessible, screenshots } from "../support/journey";

test("first run: the administrator is created from the setup screen", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole("heading", { name: "Create the administrator" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "auth-setup");
  await page.getByLabel("Setup code").fill(SETUP_CODE);
  await page.getByLabel("Name").fill(ADMIN.name);
  await page.getByLabel("E-mail").fill(ADMIN.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Create the administrator" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  // A second setup is refused by the server.
  const again = await page.request.post("/api/auth/setup", {
    data: { email: "x@example.test", display_name: "X", password: "whatever-123", setup_code: SETUP_CODE },
  });
  expect(again.status()).toBe(409);
});

import { expect, test } from "@playwright/test";
import { ADMIN } from "../support/admin";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { unique } from "../support/seed";

test("a manager adds a user who can then sign in, and who sees no Users page", async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole("link", { name: "Users" }).click();
  await expect(page).toHaveURL(/\/users$/);
  const table = page.getByTestId("users-table");
  await expect(table.getByRole("row", { name: new RegExp(ADMIN.name) })).toContainText("Manager");
  await expectAccessible(page);
  await screenshots(page, "users-list");

  // The server's field messages appear under their inputs.
  await page.getByRole("button", { name: "New user" }).click();
  const dialog = page.getByRole("dialog", { name: "New user" });
  await dialog.getByLabel("E-mail").fill("not-an-address");
  await dialog.getByRole("textbox", { name: "Password" }).fill("short");
  await dialog.getByRole("button", { name: "Create user" }).click();
  await expect(dialog.getByText("Name is required.")).toBeVisible();
  await expect(dialog.getByText("Enter a valid e-mail address.")).toBeVisible();
  await expect(dialog.getByText("Password must be at least 8 characters.")).toBeVisible();
  // Each message once: under its field, not in a toast too (a toast would have shown by now; counted once, as
  // a retried count would pass when the toast closes).
  await page.waitForTimeout(500);
  for (const message of [
    "Name is required.",
    "Enter a valid e-mail address.",
    "Password must be at least 8 characters.",
  ])
    expect(await page.getByText(message).count()).toBe(1);
  await expectAccessible(page);
  await screenshots(page, "users-form-errors");

  const email = `nina.${unique()}@example.test`;
  await dialog.getByLabel("Name").fill("Nina Newcomer");
  await expect(dialog.getByText("Name is required.")).toBeHidden();
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByRole("textbox", { name: "Password" }).fill("nina-password-1");
  await dialog.getByRole("button", { name: "Create user" }).click();
  await expect(page.getByText("A new user has been created successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();
  // Other journeys add people too, so the new one is found by the search box rather than on page one.
  await page.getByRole("textbox", { name: "Search users" }).fill(email);
  await expect(table.getByRole("row", { name: /Nina Newcomer/ })).toContainText("Member");

  // The same e-mail twice is refused under the e-mail field.
  await page.getByRole("button", { name: "New user" }).click();
  await dialog.getByLabel("Name").fill("Nina Again");
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByRole("textbox", { name: "Password" }).fill("nina-password-1");
  await dialog.getByRole("button", { name: "Create user" }).click();
  await expect(dialog.getByText("A user with this e-mail already exists.")).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.getByText("A user with this e-mail already exists.").count()).toBe(1);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The new person signs in; a member has no Users menu and no access to the page.
  await page.getByTestId("user-menu").click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await signIn(page, email, "nina-password-1");
  await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible();
  await expect(page.getByRole("link", { name: "My Tasks" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Users" })).toHaveCount(0);
  await page.goto("/users");
  await expect(page.getByTestId("no-permission")).toContainText("You have no permission.");
  await expect(page.getByTestId("users-table")).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "users-no-permission");
});

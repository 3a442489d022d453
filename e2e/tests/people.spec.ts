import { expect, type Page, test } from "@playwright/test";
import { ADMIN } from "../support/admin";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, createUser } from "../support/seed";

const rowOf = (page: Page, name: string) => page.getByTestId("users-table").getByRole("row").filter({ hasText: name });

async function openMenu(page: Page, name: string) {
  await page.getByRole("button", { name: `Actions for ${name}` }).click();
}

test("an administrator edits, resets, deactivates, reactivates and deletes a person", async ({ page, browser }) => {
  const api = await adminApi();
  const person = await createUser(api, "Dora Departing");
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/users");
  await page.getByRole("textbox", { name: "Search users" }).fill(person.email);
  await expect(rowOf(page, "Dora Departing")).toBeVisible();

  // Edit: name and e-mail; the administrator may also set the global-manager flag.
  await openMenu(page, "Dora Departing");
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit user" });
  await dialog.getByLabel("Name").fill("Dora Leaving");
  await expect(dialog.getByRole("checkbox", { name: "Manager" })).toBeEnabled();
  await expectAccessible(page);
  await screenshots(page, "people-edit");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The user has been updated.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, "Dora Leaving")).toBeVisible();

  await openMenu(page, "Dora Leaving");
  await page.getByRole("menuitem", { name: "Send password reset" }).click();
  await expect(page.getByText(`A password reset link has been mailed to ${person.email}.`)).toBeVisible();

  // Deactivate asks first, then the person leaves the active list and shows greyed among the deactivated.
  await openMenu(page, "Dora Leaving");
  await page.getByRole("menuitem", { name: "Deactivate" }).click();
  const confirm = page.getByRole("dialog", { name: "Deactivate Dora Leaving?" });
  await expect(confirm).toContainText("They can no longer sign in");
  await expectAccessible(page);
  await screenshots(page, "people-deactivate-confirm");
  await confirm.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByText("The user has been deactivated").first()).toBeVisible();
  await expect(rowOf(page, "Dora Leaving")).toHaveCount(0);
  await page.getByText("Deactivated", { exact: true }).first().click();
  const row = rowOf(page, "Dora Leaving");
  await expect(row).toHaveAttribute("data-status", "deactivated");
  await expect(row.getByText("Deactivated", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "people-deactivated-list");

  // Her sign-in is refused with the reason.
  const other = await browser.newContext();
  const herPage = await other.newPage();
  await herPage.goto("/login");
  await herPage.getByLabel("E-mail").fill(person.email);
  await herPage.getByRole("textbox", { name: "Password", exact: true }).fill(person.password);
  await herPage.getByRole("button", { name: "Sign in" }).click();
  await expect(herPage.getByText("This account has been deactivated. Ask an administrator.")).toBeVisible();
  await expect(herPage).toHaveURL(/\/login/);
  await screenshots(herPage, "people-deactivated-sign-in");

  // Reactivated, she signs in again.
  await openMenu(page, "Dora Leaving");
  await page.getByRole("menuitem", { name: "Reactivate" }).click();
  await expect(page.getByText("The user has been reactivated.")).toBeVisible();
  await signIn(herPage, person.email, person.password);
  await other.close();

  // Deleting asks first; afterwards she is "Deleted user" among the deactivated, with no actions.
  await page.getByText("Active", { exact: true }).first().click();
  await openMenu(page, "Dora Leaving");
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const del = page.getByRole("dialog", { name: "Delete Dora Leaving?" });
  await expect(del).toContainText("Deleted user");
  await del.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("The user has been deleted.").first()).toBeVisible();
  await expect(rowOf(page, "Dora Leaving")).toHaveCount(0);

  // The administrator cannot deactivate himself: the reason is toasted.
  await page.getByRole("textbox", { name: "Search users" }).fill(ADMIN.email);
  await openMenu(page, ADMIN.name);
  await page.getByRole("menuitem", { name: "Deactivate" }).click();
  await page
    .getByRole("dialog", { name: `Deactivate ${ADMIN.name}?` })
    .getByRole("button", { name: "Deactivate" })
    .click();
  await expect(page.getByText(/last active global manager|your own account/).first()).toBeVisible();
  await screenshots(page, "people-self-refused");
});

test("forgot password: a link on the sign-in page, a form, the same answer for any address", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByText("E-mail is required.")).toBeVisible();
  await screenshots(page, "forgot-password-form");

  const answer = "If an active account has this e-mail address, a link to choose a new password is on its way.";
  for (const email of [ADMIN.email, "nobody-here@example.test"]) {
    await page.goto("/forgot-password");
    await page.getByLabel("E-mail").fill(email);
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("forgot-answer")).toHaveText(`Check your mail${answer}`);
  }
  await expectAccessible(page);
  await screenshots(page, "forgot-password-answer");
  await page.getByRole("link", { name: "Back to sign in" }).click();
  await expect(page).toHaveURL(/\/login$/);
});

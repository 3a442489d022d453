import { expect, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";

// Long journeys with several accessibility scans and screenshots.
test.describe.configure({ timeout: 90_000 });

import { adminApi, apiPost, createProject, createUser } from "../support/seed";

test("discussions: create with description and attachment, open, edit, delete", async ({ page }) => {
  const api = await adminApi();
  const mona = await createUser(api, "Mona Manager");
  const project = await createProject(api, [{ user: mona, role: "manager" }]);
  await apiPost(api, `pm/v2/projects/${project.id}/milestones`, { title: "Version 2" });

  await signIn(page, mona.email, mona.password);
  await page.goto(`/projects/${project.id}/discussions`);
  await expect(page.getByTestId("empty-state")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "discussions-empty");

  await page.getByRole("button", { name: "New discussion" }).click();
  const dialog = page.getByRole("dialog", { name: "New discussion" });
  await dialog.getByRole("button", { name: "Create discussion" }).click();
  await expect(dialog.getByText("Discussion title is required.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Title" }).fill("Kick-off agenda");
  await dialog.getByRole("textbox", { name: "Description" }).click();
  await page.keyboard.type("Topics for ");
  await page.keyboard.press("Control+i");
  await page.keyboard.type("Monday ");
  // Escape first closes the mention list, not the dialog around the editor.
  await page.keyboard.type("@Mon");
  await expect(page.getByTestId("mention-suggestions")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("mention-suggestions")).toBeHidden();
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 5; i++) await page.keyboard.press("Backspace");
  await dialog.getByRole("combobox", { name: "Milestone" }).click();
  await page.getByRole("option", { name: "Version 2" }).click();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "agenda.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("1. hello"),
  });
  await expect(dialog.getByRole("checkbox", { name: "Make this private." })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "discussions-form");
  await dialog.getByRole("button", { name: "Create discussion" }).click();

  // The new discussion opens.
  await expect(page).toHaveURL(/\/discussions\/\d+$/);
  await expect(page.getByRole("heading", { name: "Kick-off agenda" })).toBeVisible();
  await expect(page.locator("article em")).toHaveText("Monday");
  await expect(page.getByText("Milestone: Version 2")).toBeVisible();
  await expect(page.getByRole("link", { name: "Download agenda.txt" })).toBeVisible();

  // It is in the list, and opens from there.
  await page.getByRole("link", { name: "Discussions" }).first().click();
  const row = page.getByTestId("discussion-row").filter({ hasText: "Kick-off agenda" });
  await expect(row).toContainText("by Mona Manager");
  await expect(row).toContainText("0 comments");
  await expect(row).toContainText("1 file");
  await expectAccessible(page);
  await screenshots(page, "discussions-list");
  await row.getByRole("link", { name: "Kick-off agenda" }).click();
  await expect(page.getByRole("heading", { name: "Kick-off agenda" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "discussions-single");

  // Edit: a new title, and the attachment removed after 'are you sure'.
  await page.getByRole("button", { name: "Edit discussion" }).click();
  const edit = page.getByRole("dialog", { name: "Edit discussion" });
  await edit.getByRole("textbox", { name: "Title" }).fill("Kick-off agenda (final)");
  await edit.getByRole("button", { name: "Remove agenda.txt" }).click();
  await page.getByRole("dialog", { name: "Are you sure" }).getByRole("button", { name: "Remove" }).click();
  await expect(edit.getByText("agenda.txt")).toBeHidden();
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole("heading", { name: "Kick-off agenda (final)" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download agenda.txt" })).toHaveCount(0);

  // Delete asks first, then goes back to the list.
  await page.getByRole("button", { name: "Delete discussion" }).click();
  await page.getByRole("dialog", { name: "Are you sure" }).getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/discussions$`));
  await expect(page.getByTestId("empty-state")).toBeVisible();
});

test("a client without view_private_message sees a private discussion neither listed nor by its address", async ({
  page,
}) => {
  const api = await adminApi();
  const cleo = await createUser(api, "Cleo Client");
  const project = await createProject(api, [{ user: cleo, role: "client" }]);
  const secret = await apiPost(api, `pm/v2/projects/${project.id}/discussion-boards`, {
    title: "Salary review",
    privacy: true,
  });
  await apiPost(api, `pm/v2/projects/${project.id}/discussion-boards`, { title: "Open questions" });

  await signIn(page, cleo.email, cleo.password);
  await page.goto(`/projects/${project.id}/discussions`);
  await expect(page.getByTestId("discussion-row")).toHaveCount(1);
  await expect(page.getByTestId("discussion-row")).toContainText("Open questions");
  await expect(page.getByText("Salary review")).toHaveCount(0);

  await page.goto(`/projects/${project.id}/discussions/${secret.id}`);
  await expect(page.getByTestId("discussion-missing")).toBeVisible();
  await expect(page.getByText("Salary review")).toHaveCount(0);
  await expectAccessible(page);

  // A client may start discussions (create_message) but not mark them private.
  await page.getByRole("link", { name: "Discussions" }).first().click();
  await page.getByRole("button", { name: "New discussion" }).click();
  const dialog = page.getByRole("dialog", { name: "New discussion" });
  await expect(dialog.getByRole("textbox", { name: "Title" })).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: "Make this private." })).toHaveCount(0);
});

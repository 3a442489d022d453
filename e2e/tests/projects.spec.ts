import { expect, type Page, test } from "@playwright/test";
import { ADMIN } from "../support/admin";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, createProject, createUser, unique } from "../support/seed";

const card = (page: Page, title: string) => page.getByTestId("project-card").filter({ hasText: title });

async function projectAction(page: Page, title: string, action: string) {
  await card(page, title)
    .getByRole("button", { name: `Actions for ${title}` })
    .click();
  await page.getByRole("menuitem", { name: action }).click();
}

test("a manager creates, finds, archives, restores, edits and deletes a project", async ({ page }) => {
  test.setTimeout(90_000);
  const api = await adminApi();
  const bea = await createUser(api, "Bea Builder");
  const carl = await createUser(api, "Carl Client");
  const other = await createProject(api, [], `Zephyr ${unique()}`);
  const title = `Apollo ${unique()}`;

  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole("heading", { name: "Projects" })).toBeVisible();
  await expect(card(page, other.title)).toBeVisible();

  // Create through the form, with two members and their roles.
  await page.getByRole("button", { name: "New project" }).click();
  const dialog = page.getByRole("dialog", { name: "New project" });
  await dialog.getByRole("button", { name: "Create project" }).click();
  await expect(dialog.getByText("Project title is required.")).toBeVisible();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Landing on the moon.\nSafely.");
  for (const person of [bea, carl]) {
    await dialog.getByLabel("Add a member").fill(person.display_name);
    await page.getByRole("option", { name: new RegExp(person.display_name) }).click();
  }
  await dialog.getByLabel(`Role of ${carl.display_name}`).click();
  await page.getByRole("option", { name: "Client" }).click();
  await expect(dialog.getByLabel(`Role of ${carl.display_name}`)).toHaveValue("Client");
  await expectAccessible(page);
  await screenshots(page, "projects-form");
  await dialog.getByRole("button", { name: "Create project" }).click();
  await expect(page.getByText("A new project has been created successfully.")).toBeVisible();
  await expect(dialog).toBeHidden();
  // The new project opens, as a duplicate does.
  await expect(page).toHaveURL(/\/projects\/\d+\/overview/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.goBack();
  await expect(card(page, title)).toContainText("Landing on the moon.");
  await expect(card(page, title).getByRole("img", { name: bea.display_name })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "projects-list");

  // "/" focuses the search; the list narrows by title after the debounce.
  await page.locator("body").click({ position: { x: 5, y: 300 } });
  await page.keyboard.press("/");
  const search = page.getByRole("textbox", { name: "Search projects" });
  await expect(search).toBeFocused();
  await page.keyboard.type(title.split(" ")[1]);
  await expect(card(page, other.title)).toBeHidden();
  await expect(card(page, title)).toBeVisible();
  await search.fill("no-such-project-anywhere");
  await expect(page.getByTestId("empty-state")).toContainText("No projects match");
  await search.fill("");
  await expect(card(page, other.title)).toBeVisible();

  // Archive: it leaves Current and shows under Archived.
  await projectAction(page, title, "Archive");
  await expect(page.getByText("The project has been updated successfully.")).toBeVisible();
  await expect(card(page, title)).toBeHidden();
  await page.getByRole("tab", { name: "Archived" }).click();
  await expect(page).toHaveURL(/status=archived/);
  await expect(card(page, title)).toBeVisible();
  await expect(card(page, other.title)).toBeHidden();
  await expectAccessible(page);
  await screenshots(page, "projects-archived");

  // Restore: back under Current.
  await projectAction(page, title, "Restore");
  await expect(card(page, title)).toBeHidden();
  await page.getByRole("tab", { name: "Current" }).click();
  await expect(card(page, title)).toBeVisible();

  // Edit: the same form, filled in.
  await projectAction(page, title, "Edit");
  const edit = page.getByRole("dialog", { name: "Edit project" });
  await expect(edit.getByLabel("Title")).toHaveValue(title);
  await expect(edit.getByLabel(`Role of ${carl.display_name}`)).toHaveValue("Client");
  const renamed = `${title} II`;
  await edit.getByLabel("Title").fill(renamed);
  await edit.getByRole("button", { name: `Remove ${bea.display_name}` }).click();
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(card(page, renamed)).toBeVisible();
  await expect(card(page, renamed).getByRole("img", { name: bea.display_name })).toHaveCount(0);

  // Delete, after "Are you sure".
  await projectAction(page, renamed, "Delete");
  const confirm = page.getByRole("dialog", { name: "Are you sure" });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "projects-delete-confirm");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("The project has been deleted successfully.")).toBeVisible();
  await expect(card(page, renamed)).toBeHidden();
  await api.dispose();
});

test("a member sees their projects without the manager's buttons", async ({ page }) => {
  const api = await adminApi();
  const dora = await createUser(api, "Dora Doer");
  const project = await createProject(api, [{ user: dora, role: "co_worker" }], `Borealis ${unique()}`);
  await signIn(page, dora.email, dora.password);
  await expect(card(page, project.title)).toBeVisible();
  await expect(page.getByRole("button", { name: "New project" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: `Actions for ${project.title}` })).toHaveCount(0);
  await page.getByRole("tab", { name: "Archived" }).click();
  await expect(page.getByTestId("empty-state")).toContainText("No archived projects.");
  await expectAccessible(page);
  await screenshots(page, "projects-member-empty-archived");
  await api.dispose();
});

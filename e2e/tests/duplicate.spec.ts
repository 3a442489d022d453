import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, apiPost, createProject, createUser, unique } from "../support/seed";

const list = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });
const listTitles = (page: Page) => page.getByTestId("task-list").getByRole("heading", { level: 3 }).allTextContents();

test("duplicate: a manager copies a project from its action menu and lands on the copy", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const api = await adminApi();
  const gus = await createUser(api, "Gus Global", { manager: true });
  const mia = await createUser(api, "Mia Manager");
  const title = `Harbour ${unique()}`;
  const project = await createProject(
    api,
    [
      { user: gus, role: "manager" },
      { user: mia, role: "manager" },
    ],
    title,
  );
  const base = `pm/v2/projects/${project.id}`;
  const launch = await apiPost(api, `${base}/task-lists`, { title: "Launch checklist" });
  await apiPost(api, `${base}/tasks`, { task_list_id: launch.id, title: "Book the venue" });
  await apiPost(api, `${base}/tasks`, { task_list_id: launch.id, title: "Print posters" });
  await apiPost(api, `${base}/discussion-boards`, { title: "Kick-off notes" });
  await apiPost(api, `${base}/milestones`, { title: "Beta", achieve_date: "2030-01-15" });
  await api.dispose();

  // A manager of the project only (no global manage capability) may not copy it: no Duplicate in the menu.
  const other = await browser.newPage();
  await signIn(other, mia.email, mia.password);
  await other.goto(`/projects/${project.id}/overview`);
  await other.getByRole("button", { name: `Actions for ${title}` }).click();
  await expect(other.getByRole("menuitem", { name: "Edit" })).toBeVisible();
  await expect(other.getByRole("menuitem", { name: "Duplicate" })).toHaveCount(0);
  await other.close();

  await signIn(page, gus.email, gus.password);
  await page.goto(`/projects/${project.id}/overview`);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: `Actions for ${title}` }).click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();

  // A question first: cancelling it copies nothing.
  const confirm = page.getByRole("dialog", { name: "Duplicate project" });
  await expect(confirm).toContainText(`Duplicate the project “${title}”?`);
  await expect(confirm).toContainText("comments and activity are not");
  await expectAccessible(page);
  await screenshots(page, "duplicate-project-confirm");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/overview$`));

  // A large project takes seconds: held back here, the copy shows its progress meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/pm-pro/v2/duplicate/project/*", async (route) => {
    await held;
    await route.continue();
  });
  const actions = page.getByRole("button", { name: `Actions for ${title}` });
  await actions.click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  await confirm.getByRole("button", { name: "Duplicate" }).click();
  await expect(page.getByRole("alert").filter({ hasText: `Duplicating “${title}”…` })).toBeVisible();
  await expect(actions).toBeDisabled();
  await expect(actions).toHaveAttribute("aria-busy", "true");
  await screenshots(page, "duplicate-project-progress");
  release();
  await expect(page.getByText("The project has been duplicated successfully.")).toBeVisible();
  await expect(page.getByRole("heading", { name: `${title} copy`, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/\d+\/overview$/);
  await expect(page).not.toHaveURL(new RegExp(`/projects/${project.id}/overview$`));
  // The progress toast has gone once the copy is made.
  await expect(page.getByText(`Duplicating “${title}”…`)).toBeHidden();
  await expect(page.getByTestId("count-Tasks")).toContainText("2");
  await expect(page.getByTestId("count-Discussions")).toContainText("1");
  await expect(page.getByTestId("count-Milestones")).toContainText("1");
  await expectAccessible(page);
  await screenshots(page, "duplicate-project-copy");

  // Its lists and tasks were copied too.
  await page.getByRole("navigation", { name: "Project" }).getByRole("link", { name: "Task Lists" }).click();
  await expect(list(page, "Launch checklist").getByRole("link", { name: "Book the venue" })).toBeVisible();
  await expect(list(page, "Launch checklist").getByRole("link", { name: "Print posters" })).toBeVisible();

  // The projects page lists the copy beside the original.
  await page.goto("/projects");
  await page.getByRole("textbox", { name: "Search projects" }).fill(title);
  await expect(page.getByTestId("project-card").filter({ hasText: `${title} copy` })).toBeVisible();
  await expect(page.getByTestId("project-card")).toHaveCount(2);
});

test("duplicate: a list's copy comes right after it with its tasks, and archives and restores like any list", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const api = await adminApi();
  const mia = await createUser(api, "Mia Manager");
  const project = await createProject(api, [{ user: mia, role: "manager" }]);
  const base = `pm/v2/projects/${project.id}`;
  const sprint = await apiPost(api, `${base}/task-lists`, { title: "Sprint" });
  await apiPost(api, `${base}/task-lists`, { title: "Backlog" });
  for (const title of ["Draft the plan", "Review the plan"]) {
    await apiPost(api, `${base}/tasks`, { task_list_id: sprint.id, title });
  }
  await api.dispose();

  await signIn(page, mia.email, mia.password);
  await page.goto(`/projects/${project.id}/task-lists`);
  await expect(list(page, "Sprint").getByRole("link", { name: "Draft the plan" })).toBeVisible();
  await list(page, "Sprint").getByRole("button", { name: "Actions for the list Sprint" }).click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  const confirm = page.getByRole("dialog", { name: "Duplicate task list" });
  await expect(confirm).toContainText("Duplicate the list “Sprint”?");
  await expectAccessible(page);
  await screenshots(page, "duplicate-list-confirm");
  await confirm.getByRole("button", { name: "Duplicate" }).click();
  await expect(page.getByText("The task list has been duplicated successfully.")).toBeVisible();

  const copy = list(page, "Sprint copy");
  await expect(copy).toBeVisible();
  for (const title of ["Draft the plan", "Review the plan"]) {
    await expect(copy.getByRole("link", { name: title })).toBeVisible();
  }
  const titles = await listTitles(page);
  expect(titles.indexOf("Sprint copy")).toBe(titles.indexOf("Sprint") + 1);
  expect(titles.indexOf("Backlog")).toBeGreaterThan(titles.indexOf("Sprint copy"));
  await expectAccessible(page);
  await screenshots(page, "duplicate-list");

  // The copy is a list like any other: archived, it shows on the archived page, and comes back with Restore.
  await copy.getByRole("button", { name: "Actions for the list Sprint copy" }).click();
  await page.getByRole("menuitem", { name: "Archive" }).click();
  await expect(copy).toBeHidden();
  await expect(list(page, "Sprint")).toBeVisible();
  await page.getByRole("link", { name: "Archive" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/task-lists/archived$`));
  const archived = list(page, "Sprint copy");
  await expect(archived.getByText("Archived", { exact: true })).toBeVisible();
  await expect(archived.getByRole("link", { name: "Review the plan" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "duplicate-list-archived");
  // The archived page's menus offer Duplicate too.
  await archived.getByRole("button", { name: "Actions for the list Sprint copy" }).click();
  await expect(page.getByRole("menuitem", { name: "Duplicate" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Restore" }).click();
  await expect(page.getByText("No archived task lists.")).toBeVisible();

  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/task-lists$`));
  await expect(list(page, "Sprint copy").getByRole("link", { name: "Draft the plan" })).toBeVisible();
});

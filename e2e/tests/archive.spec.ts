import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, apiPost, createProject, createUser, seedTeam } from "../support/seed";

const list = (page: Page, title: string) => page.getByRole("region", { name: title });

test("archive: a list leaves for the archived page and comes back with Restore", async ({ page }) => {
  test.setTimeout(60_000);
  const api = await adminApi();
  const mia = await createUser(api, "Mia Manager");
  const project = await createProject(api, [{ user: mia, role: "manager" }]);
  const base = `pm/v2/projects/${project.id}`;
  const old = await apiPost(api, `${base}/task-lists`, { title: "Last season" });
  await apiPost(api, `${base}/task-lists`, { title: "This season" });
  const task = await apiPost(api, `${base}/tasks`, { task_list_id: old.id, title: "Retire the old site" });

  await signIn(page, mia.email, mia.password);
  await page.goto(`/projects/${project.id}/task-lists/archived`);
  await expect(page.getByText("No archived task lists.")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "archive-empty");

  await page.goto(`/projects/${project.id}/task-lists`);
  await list(page, "Last season").getByRole("button", { name: "Actions for the list Last season" }).click();
  await page.getByRole("menuitem", { name: "Archive" }).click();
  await expect(list(page, "Last season")).toBeHidden();
  await expect(list(page, "This season")).toBeVisible();

  // The Archive button (tooltip "Archive List") leads to the archived lists.
  const archive = page.getByRole("link", { name: "Archive" });
  await archive.hover();
  await expect(page.getByRole("tooltip", { name: "Archive List" })).toBeVisible();
  await archive.click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/task-lists/archived$`));
  await expect(page.getByRole("heading", { name: "Archived task lists" })).toBeVisible();
  const archived = list(page, "Last season");
  await expect(archived).toBeVisible();
  await expect(archived.getByText("Archived", { exact: true })).toBeVisible();
  await expect(list(page, "This season")).toBeHidden();
  // No adding into an archived list, and nothing to drag.
  await expect(archived.getByRole("button", { name: "Add task" })).toBeHidden();
  await expect(archived.getByRole("button", { name: /^Move the/ })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "archive");

  // Its task opens over the archive, at archived/tasks/:id, and closes back to it.
  await archived.getByRole("link", { name: "Retire the old site" }).click();
  await expect(page).toHaveURL(new RegExp(`/task-lists/archived/tasks/${task.id}$`));
  const modal = page.getByRole("dialog", { name: "Retire the old site" });
  await expect(modal).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/task-lists\/archived$/);
  // The paged address shows the same page.
  await page.goto(`/projects/${project.id}/task-lists/archived/pages/1`);
  await expect(list(page, "Last season")).toBeVisible();

  // Restore from the list's menu; the Back button (tooltip) returns to the lists, where it is again.
  await list(page, "Last season").getByRole("button", { name: "Actions for the list Last season" }).click();
  await page.getByRole("menuitem", { name: "Restore" }).click();
  await expect(page.getByText("No archived task lists.")).toBeVisible();
  const back = page.getByRole("link", { name: "Back" });
  await back.hover();
  await expect(page.getByRole("tooltip", { name: "Back to task list page" })).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/task-lists$`));
  await expect(list(page, "Last season")).toBeVisible();
  await expect(list(page, "Last season").getByRole("link", { name: "Retire the old site" })).toBeVisible();
});

test("archive: an archived list's tasks are put away — read-only rows, and not in My Tasks, the board or the sprint picker", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { api, mia, cole, project, base, list: now } = await seedTeam("This season");
  const old = await apiPost(api, `${base}/task-lists`, { title: "Last season" });
  await apiPost(api, `${base}/tasks`, { task_list_id: old.id, title: "Old chore", assignees: [cole.id] });
  await apiPost(api, `${base}/tasks`, { task_list_id: now.id, title: "New chore", assignees: [cole.id] });
  await apiPost(api, `${base}/task-lists/${old.id}/update`, { status: 0 });
  const sprint = await apiPost(api, "pm-pro/v2/sprints", {
    title: "Spring",
    start_at: "2026-03-02",
    due_date: "2026-03-13",
    project_ids: [project.id],
  });
  await api.dispose();

  // The co-worker: his work is the current list's task only; the archived one is there to read.
  await signIn(page, cole.email, cole.password);
  await page.goto("/my-tasks");
  await expect(page.getByRole("link", { name: "New chore" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Old chore" })).toHaveCount(0);
  await page.goto(`/projects/${project.id}/task-lists/archived`);
  const archived = list(page, "Last season");
  const row = archived.getByTestId("task-row").filter({ hasText: "Old chore" });
  await expect(row.getByRole("checkbox", { name: /Old chore/ })).toBeDisabled();
  await expect(row.getByRole("button", { name: /Start the timer/ })).toHaveCount(0);
  await screenshots(page, "archive-read-only");
  // Its modal offers no box to tick and no timer either.
  await row.getByRole("link", { name: "Old chore" }).click();
  const modal = page.getByRole("dialog", { name: "Old chore" });
  await expect(modal.getByTestId("time-section")).toBeVisible();
  await expect(modal.getByRole("button", { name: /Start the timer/ })).toHaveCount(0);
  await page.keyboard.press("Escape");
  // The current list's row is live.
  await page.goto(`/projects/${project.id}/task-lists`);
  const live = list(page, "This season").getByTestId("task-row").filter({ hasText: "New chore" });
  await expect(live.getByRole("checkbox", { name: /New chore/ })).toBeEnabled();
  await expect(live.getByRole("button", { name: /Start the timer/ })).toBeVisible();

  // The manager: the board and the sprint picker offer current work only, each task with its project and list.
  const context = await browser.newContext();
  const manager = await context.newPage();
  await signIn(manager, mia.email, mia.password);
  await manager.goto(`/projects/${project.id}/kanboard`);
  const open = manager.getByRole("region", { name: "Column Open" });
  await expect(open.getByTestId("kanboard-card")).toHaveText([/New chore/]);
  await manager.goto(`/sprints/${sprint.id}`);
  await manager.getByRole("button", { name: "Add tasks" }).click();
  const picker = manager.getByRole("dialog", { name: "Add tasks to the sprint" });
  await expect(picker.getByRole("checkbox", { name: /New chore/ })).toBeVisible();
  await expect(picker.getByText(`${project.title} · This season`)).toBeVisible();
  await expect(picker.getByRole("checkbox", { name: /Old chore/ })).toHaveCount(0);
  await expectAccessible(manager);
  await screenshots(manager, "sprint-picker-current-lists");
  await context.close();
});

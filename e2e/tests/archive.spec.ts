import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, apiPost, createProject, createUser } from "../support/seed";

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

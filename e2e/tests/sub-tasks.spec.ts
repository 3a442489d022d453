import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectAccessible, screenshotDir, screenshots, signIn } from "../support/journey";
import { adminApi, apiPost, createProject, createUser } from "../support/seed";

test.describe.configure({ timeout: 90_000 });

/**
 * What dnd-kit's live regions say to screen readers during a keyboard drag (the board behind the task has its
 * own region too).
 */
const announced = (page: Page, text: string) =>
  page.locator("[role=status][aria-live]").getByText(text, { exact: true });
const titles = (section: Locator) => section.getByTestId("sub-task-title");

test("sub-tasks: added, completed, reordered with the keyboard and deleted in the single task", async ({ page }) => {
  const api = await adminApi();
  const mia = await createUser(api, "Mia Manager");
  const cole = await createUser(api, "Cole Worker");
  const project = await createProject(api, [
    { user: mia, role: "manager" },
    { user: cole, role: "co_worker" },
  ]);
  const base = `pm/v2/projects/${project.id}`;
  const launch = await apiPost(api, `${base}/task-lists`, { title: "Launch" });
  const task = await apiPost(api, `${base}/tasks`, { task_list_id: launch.id, title: "Ship the release" });

  await signIn(page, mia.email, mia.password);
  await page.goto(`/projects/${project.id}/task-lists/tasks/${task.id}`);
  const modal = page.getByRole("dialog", { name: "Ship the release" });
  const section = modal.getByRole("region", { name: "Sub-tasks" });
  await expect(section.getByText("No sub-tasks yet.")).toBeVisible();

  // Three sub-tasks, each a title and Enter; the field empties for the next.
  const input = section.getByRole("textbox", { name: "New sub-task" });
  for (const [i, title] of ["Write the notes", "Tag the build", "Tell the team"].entries()) {
    await input.fill(title);
    await input.press("Enter");
    await expect(titles(section)).toHaveCount(i + 1);
    await expect(input).toHaveValue("");
  }
  await expect(titles(section)).toHaveText(["Write the notes", "Tag the build", "Tell the team"]);
  await expect(section.getByRole("progressbar", { name: "0 of 3 sub-tasks done" })).toBeAttached();

  // A due day and a person on one, given through the API, show on its row.
  const listed = await api.get(`/api/pm-pro/v2/tasks/${task.id}/sub-tasks`);
  const tag = ((await listed.json()).data as { id: number; title: string }[]).find((s) => s.title === "Tag the build");
  await apiPost(api, `pm-pro/v2/tasks/${task.id}/sub-tasks/${tag?.id}/update`, {
    due_date: "2031-05-10",
    assignees: [cole.id],
  });
  await page.reload();
  const tagRow = section.getByTestId("sub-task").filter({ hasText: "Tag the build" });
  await expect(tagRow.locator('time[datetime="2031-05-10"]')).toBeVisible();
  await expect(tagRow.getByRole("img", { name: "Cole Worker" })).toBeVisible();

  // One completed: the progress says 1 of 3.
  await section.getByRole("checkbox", { name: "Mark “Write the notes” complete" }).click();
  await expect(section.getByRole("progressbar", { name: "1 of 3 sub-tasks done" })).toBeAttached();
  await expect(section.getByTestId("sub-task-progress-text")).toHaveText("1/3");
  await expect(section.getByRole("checkbox", { name: "Reopen “Write the notes”" })).toBeChecked();
  await expectAccessible(page);
  await screenshots(page, "sub-tasks-single");
  // On a phone the task fills the screen and scrolls inside: the section, brought into view.
  await page.setViewportSize({ width: 375, height: 740 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(screenshotDir, "sub-tasks-single-section.phone.png") });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The list behind shows the task's row with "1/3".
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  const row = page
    .getByRole("region", { name: "Launch" })
    .getByTestId("task-row")
    .filter({ hasText: "Ship the release" });
  await expect(row.getByRole("img", { name: "1 of 3 sub-tasks done" })).toHaveText("1/3");
  await expectAccessible(page);
  await screenshots(page, "sub-tasks-list-chip");

  // The keyboard reorders: Tell the team goes above Tag the build, and stays there.
  await row.getByRole("link", { name: "Ship the release" }).click();
  await expect(modal).toBeVisible();
  await section.getByRole("button", { name: "Move the sub-task Tell the team" }).focus();
  await page.keyboard.press("Space");
  await expect(announced(page, "Picked up Tell the team.")).toBeAttached();
  await page.keyboard.press("ArrowUp");
  await expect(announced(page, "Tell the team is over Tag the build.")).toBeAttached();
  await page.keyboard.press("Space");
  await expect(titles(section)).toHaveText(["Write the notes", "Tell the team", "Tag the build"]);
  await expect(page.getByText("The sub-tasks have been reordered.")).toBeVisible();
  await page.reload();
  await expect(titles(section)).toHaveText(["Write the notes", "Tell the team", "Tag the build"]);

  // Deleting asks first; the progress and the list row follow.
  await section.getByRole("button", { name: "Actions for the sub-task Tag the build" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure" });
  await expect(confirm).toContainText("The sub-task “Tag the build” will be deleted.");
  await expectAccessible(page);
  await screenshots(page, "sub-tasks-delete-confirm");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(titles(section)).toHaveText(["Write the notes", "Tell the team"]);
  await expect(section.getByRole("progressbar", { name: "1 of 2 sub-tasks done" })).toBeAttached();
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(row.getByRole("img", { name: "1 of 2 sub-tasks done" })).toHaveText("1/2");

  const stored = await api.get(`/api/pm-pro/v2/tasks/${task.id}/sub-tasks`);
  const subTasks = (await stored.json()).data as { title: string; status: number }[];
  expect(subTasks.map((s) => [s.title, s.status])).toEqual([
    ["Write the notes", 1],
    ["Tell the team", 0],
  ]);

  // Switched off, the module's section and chips leave; nothing is deleted.
  try {
    await api.post("/api/pm-pro/v2/module-update", { data: { module: "sub-tasks", type: "deactivate" } });
    await page.reload();
    await expect(row).toBeVisible();
    await expect(row.getByTestId("sub-task-chip")).toHaveCount(0);
    await row.getByRole("link", { name: "Ship the release" }).click();
    await expect(modal.getByTestId("task-status")).toBeVisible();
    await expect(section).toHaveCount(0);
  } finally {
    // Later journeys may use sub-tasks: leave the module on whatever happened above.
    await api.post("/api/pm-pro/v2/module-update", { data: { module: "sub-tasks", type: "activate" } });
  }
});

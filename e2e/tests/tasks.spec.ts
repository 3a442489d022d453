import { expect, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, apiPost, createProject, createUser } from "../support/seed";

test.use({ timezoneId: "Pacific/Auckland" });

test("single task: opened by its own URL, edited in place, closed with Escape", async ({ page }) => {
  test.setTimeout(90_000);
  const api = await adminApi();
  const mia = await createUser(api, "Mia Manager");
  const cole = await createUser(api, "Cole Worker");
  const project = await createProject(api, [
    { user: mia, role: "manager" },
    { user: cole, role: "co_worker" },
  ]);
  const base = `pm/v2/projects/${project.id}`;
  const launch = await apiPost(api, `${base}/task-lists`, { title: "Launch" });
  const task = await apiPost(api, `${base}/tasks`, {
    task_list_id: launch.id,
    title: "Write the press release",
    due_date: "2031-05-10",
    assignees: [cole.id],
  });

  await signIn(page, mia.email, mia.password);
  const url = `/projects/${project.id}/task-lists/tasks/${task.id}`;
  await page.goto(url);
  const modal = page.getByRole("dialog", { name: "Write the press release" });
  await expect(modal).toBeVisible();
  // The list is behind it, and the URL survives a reload.
  await page.reload();
  await expect(modal).toBeVisible();
  await expect(modal.getByText("In the list Launch")).toBeVisible();
  await expect(modal.getByText(/^Created by Admin|^Created by/)).toBeVisible();

  // The title, edited in place: Enter saves.
  await modal.getByRole("button", { name: "Edit the title" }).click();
  await modal.getByRole("textbox", { name: "Title" }).fill("Write the launch post");
  await modal.getByRole("textbox", { name: "Title" }).press("Enter");
  const renamed = page.getByRole("dialog", { name: "Write the launch post" });
  await expect(renamed).toBeVisible();

  // The description, with the rich-text editor, saved.
  await renamed.getByRole("button", { name: "Edit description" }).click();
  await renamed.getByRole("textbox", { name: "Description" }).click();
  await page.keyboard.type("Three paragraphs and a photo.");
  await renamed.getByRole("button", { name: "Save" }).click();
  await expect(renamed.getByText("Three paragraphs and a photo.")).toBeVisible();
  await expect(renamed.getByRole("button", { name: "Edit description" })).toBeVisible();

  // New dates from the calendar: the picked day is the day stored.
  await renamed.getByRole("button", { name: "Due date", exact: true }).click();
  await page.getByRole("button", { name: "20 May 2031" }).click();
  await expect(renamed.getByRole("button", { name: "Due date", exact: true })).toHaveText(/May 20, 2031/);
  await renamed.getByRole("button", { name: "Start date", exact: true }).click();
  await page.getByRole("button", { name: "12 May 2031" }).click();
  await expect(renamed.getByRole("button", { name: "Start date", exact: true })).toHaveText(/May 12, 2031/);

  // Estimation as hours:minutes, stored as minutes.
  await renamed.getByRole("textbox", { name: "Estimation" }).fill("1:30");
  await renamed.getByRole("textbox", { name: "Estimation" }).press("Enter");
  await expect
    .poll(async () => (await (await api.get(`/api/${base}/tasks/${task.id}`)).json()).data.estimation)
    .toBe(90);
  const stored = (await (await api.get(`/api/${base}/tasks/${task.id}`)).json()).data;
  expect(stored).toMatchObject({
    title: "Write the launch post",
    start_at: { date: "2031-05-12" },
    due_date: { date: "2031-05-20" },
  });
  expect(stored.description).toContain("Three paragraphs and a photo.");

  // Its own activity, newest first.
  await expect(renamed.getByTestId("task-activity")).toContainText("renamed the task Write the press release");
  await expectAccessible(page);
  await screenshots(page, "tasks-single");

  // Complete from the modal: the list behind follows.
  await renamed.getByRole("checkbox", { name: "Mark “Write the launch post” complete" }).click();
  await expect(renamed.getByTestId("task-status")).toHaveText("Complete");
  await expect(renamed.getByTestId("task-facts")).toContainText("Completed by Mia Manager");
  await renamed.getByRole("checkbox", { name: "Reopen “Write the launch post”" }).click();
  await expect(renamed.getByTestId("task-status")).toHaveText("Incomplete");

  // Escape closes it and returns to the lists, which show the new title and day.
  await page.keyboard.press("Escape");
  await expect(renamed).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/task-lists$`));
  const row = page.getByRole("region", { name: "Launch" }).getByTestId("task-row");
  await expect(row).toContainText("Write the launch post");
  await expect(row.locator('time[datetime="2031-05-20"]')).toBeVisible();

  // Opening it from the list goes to its URL; a task that does not exist says so.
  await row.getByRole("link", { name: "Write the launch post" }).click();
  await expect(page).toHaveURL(new RegExp(`/task-lists/tasks/${task.id}$`));
  await expect(renamed).toBeVisible();
  await page.goto(`/projects/${project.id}/task-lists/tasks/999999`);
  await expect(page.getByRole("dialog", { name: "This task was not found." })).toBeVisible();
});

import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, apiPost, createProject, createUser } from "../support/seed";

// West of UTC: `new Date("YYYY-MM-DD")` would show the day before here, so a wrong day shows up.
test.use({ timezoneId: "America/Los_Angeles" });

const list = (page: Page, title: string) => page.getByRole("region", { name: title });
/** What dnd-kit's live region says to screen readers during a keyboard drag. */
const announced = (page: Page) => page.locator("[role=status][aria-live]");
const row = (scope: Locator, title: string) => scope.getByTestId("task-row").filter({ hasText: title });

async function storedTask(api: APIRequestContext, projectId: number, taskId: number) {
  const res = await api.get(`/api/pm/v2/projects/${projectId}/tasks/${taskId}`);
  return (await res.json()).data as { task_list_id: number; status: number; due_date: { date: string } | null };
}

/** Drags with the mouse in small steps, as a person would, so dnd-kit sees the pointer cross the lists. */
async function dragTo(page: Page, handle: Locator, target: Locator) {
  // The mouse moves in the viewport: bring both ends into it first.
  await target.evaluate((el) => el.scrollIntoView({ block: "center" }));
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("nothing to drag");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(to.x + 40, to.y + to.height / 2, { steps: 25 });
  await page.mouse.up();
}

test("task lists: create lists and tasks, complete and reopen, drag between lists, load more, delete", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const api = await adminApi();
  const mia = await createUser(api, "Mia Manager");
  const cole = await createUser(api, "Cole Worker");
  const project = await createProject(api, [
    { user: mia, role: "manager" },
    { user: cole, role: "co_worker" },
  ]);
  const backlog = await apiPost(api, `pm/v2/projects/${project.id}/task-lists`, { title: "Backlog" });
  for (let i = 1; i <= 23; i++) {
    await apiPost(api, `pm/v2/projects/${project.id}/tasks`, { task_list_id: backlog.id, title: `Idea ${i}` });
  }

  await signIn(page, mia.email, mia.password);
  await page.goto(`/projects/${project.id}/task-lists`);
  const menu = page.getByRole("navigation", { name: "Project" });
  await expect(menu.getByRole("link", { name: "Task Lists" })).toHaveAttribute("aria-current", "page");

  // A list through the inline form.
  for (const title of ["Design", "Build"]) {
    await page.getByRole("button", { name: "New task list" }).click();
    await page.getByRole("textbox", { name: "Task list name" }).fill(title);
    await expect(page.getByRole("checkbox", { name: "Make this private." })).toBeVisible();
    await page.getByRole("button", { name: "Add list" }).click();
    await expect(list(page, title)).toBeVisible();
  }

  // A task with an assignee and dates through the list's "Add task" form.
  const design = list(page, "Design");
  await design.getByRole("button", { name: "Add task" }).click();
  await design.getByRole("textbox", { name: "Task title" }).fill("Sketch the logo");
  await design.getByRole("combobox", { name: "Assignees" }).click();
  await page.getByRole("option", { name: "Cole Worker" }).click();
  await design.getByRole("textbox", { name: "Start date" }).fill("2026-03-02");
  await design.getByRole("textbox", { name: "Due date" }).fill("2026-03-15");
  await design.getByRole("textbox", { name: "Due date" }).press("Tab");
  await expectAccessible(page);
  await screenshots(page, "task-lists-add-task");
  await design.getByRole("button", { name: "Add task" }).click();
  const sketch = row(design, "Sketch the logo");
  await expect(sketch).toBeVisible();
  // The form stays open, emptied, for the next task.
  await expect(design.getByRole("textbox", { name: "Task title" })).toHaveValue("");
  await design.getByRole("textbox", { name: "Task title" }).fill("Pick colours");
  await design.getByRole("textbox", { name: "Task title" }).press("Enter");
  await expect(row(design, "Pick colours")).toBeVisible();
  await design.getByRole("button", { name: "Cancel" }).click();

  // Exactly the chosen days, on screen and on the server.
  await expect(sketch.locator('time[datetime="2026-03-15"]')).toHaveText(/15/);
  await expect(sketch.locator('time[datetime="2026-03-02"]')).toHaveText(/2/);
  await expect(sketch.getByRole("img", { name: "Cole Worker" })).toBeVisible();
  const sketchId = Number(await sketch.getAttribute("data-task-id"));
  expect((await storedTask(api, project.id, sketchId)).due_date?.date).toBe("2026-03-15");

  // Complete at once, persisted; then reopen, persisted.
  await sketch.getByRole("checkbox", { name: "Mark “Sketch the logo” complete" }).click();
  await expect(row(design, "Sketch the logo")).toBeHidden();
  await expect(design.getByRole("button", { name: "Completed (1)" })).toBeVisible();
  await page.reload();
  await list(page, "Design").getByRole("button", { name: "Completed (1)" }).click();
  const done = list(page, "Design").getByTestId("complete-tasks");
  await expect(row(done, "Sketch the logo").getByRole("checkbox")).toBeChecked();
  expect((await storedTask(api, project.id, sketchId)).status).toBe(1);
  await row(done, "Sketch the logo").getByRole("checkbox", { name: "Reopen “Sketch the logo”" }).click();
  await expect(row(list(page, "Design").getByTestId("open-tasks"), "Sketch the logo")).toBeVisible();
  await page.reload();
  await expect(row(list(page, "Design").getByTestId("open-tasks"), "Sketch the logo")).toBeVisible();
  expect((await storedTask(api, project.id, sketchId)).status).toBe(0);

  // Drag "Pick colours" into the empty Build list.
  const colours = row(list(page, "Design"), "Pick colours");
  const coloursId = Number(await colours.getAttribute("data-task-id"));
  await dragTo(
    page,
    colours.getByRole("button", { name: "Move the task Pick colours" }),
    list(page, "Build").getByTestId("open-tasks"),
  );
  await expect(row(list(page, "Build"), "Pick colours")).toBeVisible();
  await expect(row(list(page, "Design"), "Pick colours")).toBeHidden();
  await expect(page.getByText("The tasks have been reordered.")).toBeVisible();
  await page.reload();
  await expect(row(list(page, "Build"), "Pick colours")).toBeVisible();
  await expect(row(list(page, "Design"), "Pick colours")).toBeHidden();
  const buildId = (await storedTask(api, project.id, coloursId)).task_list_id;
  expect(buildId).not.toBe(backlog.id);

  // The keyboard does the same without a mouse: Idea 2 goes above Idea 1.
  const ideas = list(page, "Backlog").getByTestId("open-tasks");
  await ideas.getByRole("button", { name: "Move the task Idea 2", exact: true }).focus();
  await page.keyboard.press("Space");
  await expect(announced(page)).toHaveText("Picked up Idea 2.");
  await page.keyboard.press("ArrowUp");
  await expect(announced(page)).toHaveText("Idea 2 is over Idea 1.");
  await page.keyboard.press("Space");
  await expect(ideas.getByTestId("task-row").first()).toContainText("Idea 2");
  await page.reload();
  await expect(list(page, "Backlog").getByTestId("open-tasks").getByTestId("task-row").first()).toContainText("Idea 2");

  // A list of 23 shows 20, then the rest on "Load more".
  const backlogList = list(page, "Backlog");
  await expect(backlogList.getByTestId("task-row")).toHaveCount(20);
  await backlogList.getByRole("button", { name: "Load more tasks (3 more)" }).click();
  await expect(backlogList.getByTestId("task-row")).toHaveCount(23);
  await expect(backlogList.getByRole("button", { name: /Load more tasks/ })).toBeHidden();
  await expectAccessible(page);
  await screenshots(page, "task-lists");

  // A refused change is undone: the task goes back where it was, and the refusal is said.
  await page.route("**/change-status", (route) =>
    route.fulfill({
      status: 403,
      contentType: "application/json",
      body: JSON.stringify({ code: "forbidden", message: ["You have no permission."], data: { status: 403 } }),
    }),
  );
  await row(list(page, "Build"), "Pick colours").getByRole("checkbox").click();
  await expect(page.getByText("You have no permission.")).toBeVisible();
  await expect(
    row(list(page, "Build").getByTestId("open-tasks"), "Pick colours").getByRole("checkbox"),
  ).not.toBeChecked();
  await expect(list(page, "Build").getByRole("button", { name: /^Completed/ })).toBeHidden();
  await page.unroute("**/change-status");

  // Lists reorder from the keyboard too (managers): Build goes above Design, and stays there.
  const titles = () => page.getByTestId("task-list").getByRole("heading").allTextContents();
  await expect.poll(titles).toEqual(["Backlog", "Design", "Build", "Inbox"]);
  await page.getByRole("button", { name: "Move the list Build" }).focus();
  await page.keyboard.press("Space");
  await expect(announced(page)).toHaveText("Picked up Build.");
  await page.keyboard.press("ArrowUp");
  await expect(announced(page)).toHaveText("Build is over Design.");
  await page.keyboard.press("Space");
  await expect(announced(page)).toHaveText("Build was dropped.");
  await expect.poll(titles).toEqual(["Backlog", "Build", "Design", "Inbox"]);
  await page.reload();
  await expect.poll(titles).toEqual(["Backlog", "Build", "Design", "Inbox"]);

  // Edit a list in place.
  await list(page, "Build").getByRole("button", { name: "Actions for the list Build" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await page.getByRole("textbox", { name: "Task list name" }).fill("Build and ship");
  await expect(page.getByRole("combobox", { name: "Milestone" })).toBeVisible();
  await page.getByRole("button", { name: "Update list" }).click();
  await expect(list(page, "Build and ship")).toBeVisible();
  await expect(row(list(page, "Build and ship"), "Pick colours")).toBeVisible();

  // The single list: its tasks and its comments; its tasks open over it and close back to it.
  await list(page, "Design").getByRole("link", { name: "Design" }).click();
  await expect(page).toHaveURL(/\/task-lists\/\d+$/);
  await expect(page.getByRole("heading", { level: 2, name: "Design" })).toBeVisible();
  await expect(page.getByTestId("comment-thread")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "task-lists-single");
  const singleUrl = page.url();
  await row(page.getByTestId("task-list"), "Sketch the logo").getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/tasks/${sketchId}$`));
  await expect(page.getByRole("dialog", { name: "Sketch the logo" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(singleUrl);
  await page.goto(`/projects/${project.id}/task-lists`);

  // Delete a list after "Are you sure".
  await backlogList.getByRole("button", { name: "Actions for the list Backlog" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure" });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(list(page, "Backlog")).toBeHidden();
  await page.reload();
  await expect(list(page, "Design")).toBeVisible();
  await expect(list(page, "Backlog")).toBeHidden();
});

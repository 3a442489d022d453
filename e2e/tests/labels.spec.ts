import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, apiPost, createProject, createUser } from "../support/seed";

test.describe.configure({ timeout: 120_000 });

const labelsTab = async (page: Page, projectId: number) => {
  await page.goto(`/projects/${projectId}/settings`);
  await page.getByRole("tab", { name: "Task labels" }).click();
};

test("task labels: created, edited and deleted in settings; picked on a task; shown on rows", async ({
  page,
  browser,
}) => {
  const api = await adminApi();
  const mona = await createUser(api, "Mona Manager");
  const carl = await createUser(api, "Carl Coworker");
  const project = await createProject(api, [
    { user: mona, role: "manager" },
    { user: carl, role: "co_worker" },
  ]);
  const base = `pm/v2/projects/${project.id}`;
  const list = await apiPost(api, `${base}/task-lists`, { title: "Launch" });
  const task = await apiPost(api, `${base}/tasks`, {
    task_list_id: list.id,
    title: "Write the press release",
    assignees: [mona.id],
  });

  await signIn(page, mona.email, mona.password);
  await labelsTab(page, project.id);
  await expect(page.getByText("No labels yet.")).toBeVisible();

  // The spec's two rules are checked before anything is sent.
  const labelWrites: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/settings/labels")) labelWrites.push(r.url());
  });
  await page.getByRole("button", { name: "+ Create label" }).click();
  const form = page.getByTestId("label-form");
  await expect(form.getByRole("textbox", { name: "Label Name" })).toHaveAttribute("placeholder", "Label name...");
  await expect(form.getByRole("textbox", { name: "Color" })).toHaveValue("#00c2e0");
  await form.getByRole("textbox", { name: "Color" }).fill("");
  await form.getByRole("button", { name: "Create label", exact: true }).click();
  await expect(form.getByText("Label name required!")).toBeVisible();
  await expect(form.getByText("Label color required!")).toBeVisible();
  expect(labelWrites).toHaveLength(0);

  await form.getByRole("textbox", { name: "Label Name" }).fill("Bug");
  await form.getByRole("textbox", { name: "Description" }).fill("Something is broken");
  await form.getByRole("textbox", { name: "Color" }).fill("#b71c1c");
  await expect(form.getByText("Label name required!")).toBeHidden();
  // The pointer still rests on the button clicked above; its hover shade is not what is being checked.
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await screenshots(page, "labels-form");
  // A double click saves once.
  await form.getByRole("button", { name: "Create label", exact: true }).dblclick();
  const table = page.getByTestId("labels-table");
  await expect(table.getByTestId("label-chip").filter({ hasText: "Bug" })).toBeVisible();
  expect(labelWrites).toHaveLength(1);
  // The chip is in the label's colour, with white text on that dark red.
  const bug = table.getByTestId("label-chip").filter({ hasText: "Bug" });
  await expect(bug).toHaveCSS("background-color", "rgb(183, 28, 28)");
  await expect(bug).toHaveCSS("color", "rgb(255, 255, 255)");

  await page.getByRole("button", { name: "+ Create label" }).click();
  await form.getByRole("textbox", { name: "Label Name" }).fill("Feature");
  await form.getByRole("button", { name: "Create label", exact: true }).click();
  const feature = table.getByTestId("label-chip").filter({ hasText: "Feature" });
  await expect(feature).toHaveCSS("background-color", "rgb(0, 194, 224)");
  await expect(feature).toHaveCSS("color", "rgb(0, 0, 0)");
  await expect(table.locator("thead th")).toHaveText(["Name", "Description", "Action"]);
  await expectAccessible(page);
  await screenshots(page, "labels-table");

  // Edit replaces the row with the form.
  await table.getByRole("button", { name: "Edit the label Bug" }).click();
  await expect(table.getByTestId("label-form")).toBeVisible();
  await expect(table.getByRole("textbox", { name: "Description" })).toHaveValue("Something is broken");
  await table.getByRole("textbox", { name: "Label Name" }).fill("Defect");
  await table.getByRole("textbox", { name: "Description" }).fill("A fault to fix");
  await table.getByRole("textbox", { name: "Color" }).fill("#0079bf");
  await table.getByRole("button", { name: "Update" }).click();
  await expect(table.getByTestId("label-chip").filter({ hasText: "Defect" })).toBeVisible();
  await expect(table.getByTestId("label-form")).toHaveCount(0);
  // Every field of the edit is kept over a reload.
  await page.reload();
  const defect = table.getByTestId("labels-row").filter({ hasText: "Defect" });
  await expect(defect).toContainText("A fault to fix");
  await expect(defect.getByTestId("label-chip")).toHaveCSS("background-color", "rgb(0, 121, 191)");
  await defect.getByRole("button", { name: "Edit the label Defect" }).click();
  await expect(table.getByRole("textbox", { name: "Label Name" })).toHaveValue("Defect");
  await expect(table.getByRole("textbox", { name: "Description" })).toHaveValue("A fault to fix");
  await expect(table.getByRole("textbox", { name: "Color" })).toHaveValue("#0079bf");
  await table.getByRole("button", { name: "Cancel" }).click();

  // Delete asks first.
  await table.getByRole("button", { name: "Delete the label Feature" }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(table.getByTestId("label-chip").filter({ hasText: "Feature" })).toHaveCount(0);

  // On the task: toggling a label saves the task at once.
  await page.goto(`/projects/${project.id}/task-lists/tasks/${task.id}`);
  const modal = page.getByTestId("task-modal");
  const picker = modal.getByTestId("task-label-picker");
  await expect(picker).toContainText("No label found!");
  const saved = page.waitForResponse((r) => r.url().endsWith(`/tasks/${task.id}/update`));
  await picker.getByRole("button", { name: "Change labels" }).click();
  await page.getByTestId("task-label-options").getByRole("checkbox", { name: "Defect" }).check();
  const body = (await saved).request().postDataJSON();
  expect(body.task_labels).toHaveLength(1);
  await expect(picker.getByTestId("label-chip")).toHaveText(["Defect"]);
  await expectAccessible(page);
  await screenshots(page, "labels-task-picker");
  // Escape closes the innermost layer: the picker first, the task on the next press.
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("task-label-options")).toBeHidden();
  await expect(modal).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();

  // The task row and My Tasks show the chip.
  const row = page.getByTestId("task-row").filter({ hasText: "Write the press release" });
  await expect(row.getByTestId("label-chip")).toHaveText("Defect");
  await expectAccessible(page);
  await screenshots(page, "labels-task-row");
  await page.goto("/my-tasks");
  await expect(
    page.getByTestId("my-task").filter({ hasText: "Write the press release" }).getByTestId("label-chip"),
  ).toHaveText("Defect");

  // A co-worker who may not edit the task sees the labels read-only.
  const other = await browser.newContext();
  const coworker = await other.newPage();
  await signIn(coworker, carl.email, carl.password);
  await coworker.goto(`/projects/${project.id}/task-lists/tasks/${task.id}`);
  const readOnly = coworker.getByTestId("task-label-picker");
  await expect(readOnly.getByTestId("label-chip")).toHaveText(["Defect"]);
  await expect(readOnly.getByRole("button", { name: "Change labels" })).toHaveCount(0);
  await other.close();

  // A project without labels: the picker says so.
  const bare = await createProject(api, [{ user: mona, role: "manager" }]);
  const bareTask = await apiPost(api, `pm/v2/projects/${bare.id}/tasks`, {
    task_list_id: bare.inbox_list_id,
    title: "Tidy up",
  });
  await page.goto(`/projects/${bare.id}/task-lists/tasks/${bareTask.id}`);
  await page.getByTestId("task-label-picker").getByRole("button", { name: "Change labels" }).click();
  await expect(page.getByTestId("task-label-dropdown")).toHaveText("No label found!");
});

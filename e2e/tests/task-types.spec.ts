import { expect, test } from "@playwright/test";
import { ADMIN } from "../support/admin";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { apiPost, seedTeam, unique } from "../support/seed";

test.describe.configure({ timeout: 90_000 });

test("task types: kept in Settings by a manager, picked on a task, gone when deleted", async ({ page }) => {
  const { api, base, list, project } = await seedTeam("Build");
  const task = await apiPost(api, `${base}/tasks`, { task_list_id: list.id, title: "Fix the login" });
  const bugName = `Bug ${unique()}`;

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/settings/task-types");
  await page.getByRole("button", { name: "+ Create task type" }).click();
  const form = page.getByTestId("label-form");
  await form.getByRole("button", { name: "Create task type", exact: true }).click();
  await expect(form.getByText("Enter a name for the task type.")).toBeVisible();
  await form.getByRole("textbox", { name: "Name" }).fill(bugName);
  await form.getByRole("textbox", { name: "Description" }).fill("Something does not work");
  await form.getByRole("textbox", { name: "Color" }).fill("#b71c1c");
  await form.getByRole("button", { name: "Create task type", exact: true }).click();
  const table = page.getByTestId("task-types-table");
  await expect(table.getByTestId("label-chip").filter({ hasText: bugName })).toBeVisible();
  // Every field is kept over a reload: the name, the description and the colour.
  await page.reload();
  const bugRow = table.getByTestId("task-types-row").filter({ hasText: bugName });
  await expect(bugRow).toContainText("Something does not work");
  await expect(bugRow.getByTestId("label-chip")).toHaveCSS("background-color", "rgb(183, 28, 28)");
  await bugRow.getByRole("button", { name: `Edit the task type ${bugName}` }).click();
  await expect(table.getByRole("textbox", { name: "Name" })).toHaveValue(bugName);
  await expect(table.getByRole("textbox", { name: "Description" })).toHaveValue("Something does not work");
  await expect(table.getByRole("textbox", { name: "Color" })).toHaveValue("#b71c1c");
  await table.getByRole("button", { name: "Cancel" }).click();
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await screenshots(page, "task-types-settings");

  // On the task: the picker offers it; the choice is saved.
  await page.goto(`/projects/${project.id}/task-lists/tasks/${task.id}`);
  const modal = page.getByRole("dialog", { name: "Fix the login" });
  await modal.getByRole("combobox", { name: "Type" }).click();
  await page.getByRole("option", { name: bugName }).click();
  await expect(modal.getByRole("combobox", { name: "Type" })).toHaveValue(bugName);
  await page.reload();
  await expect(modal.getByRole("combobox", { name: "Type" })).toHaveValue(bugName);
  await expectAccessible(page);
  await screenshots(page, "task-types-picker");

  // Deleted in Settings (confirmed), the task has no type any more.
  await page.goto("/settings/task-types");
  await table.getByRole("button", { name: `Delete the task type ${bugName}` }).click();
  await page.getByRole("dialog", { name: "Are you sure" }).getByRole("button", { name: "Delete" }).click();
  await expect(table.getByTestId("label-chip").filter({ hasText: bugName })).toHaveCount(0);
  await page.goto(`/projects/${project.id}/task-lists/tasks/${task.id}`);
  await expect(modal.getByRole("combobox", { name: "Type" })).toHaveValue("");
});

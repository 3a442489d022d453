import { expect, type Locator, type Page, type Request, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { apiPost, seedTeam } from "../support/seed";

test.describe.configure({ timeout: 180_000 });
test.use({ actionTimeout: 20_000 });

const fieldsTab = async (page: Page, projectId: number) => {
  await page.goto(`/projects/${projectId}/settings`);
  await page.getByRole("tab", { name: "Custom fields" }).click();
};

/** Picks an option of a Mantine Select or MultiSelect (its listbox is in a portal). */
async function pick(page: Page, input: Locator, option: string) {
  await input.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

type Field = { id: number; name: string };

test("custom fields: defined in settings, filled in on a task, shown as list columns and on cards", async ({
  page,
}) => {
  const { api, mia, project, base, list } = await seedTeam("Launch");
  const task = await apiPost(api, `${base}/tasks`, { task_list_id: list.id, title: "Ship the release" });
  await apiPost(api, `${base}/tasks`, { task_list_id: list.id, title: "Write the notes" });

  await signIn(page, mia.email, mia.password);
  await fieldsTab(page, project.id);
  await expect(page.getByText("No custom fields yet.")).toBeVisible();

  // A dropdown with its options, shown on the board's cards.
  await page.getByRole("button", { name: "+ Add field" }).click();
  const form = page.getByTestId("custom-field-form");
  // Checked before anything is sent: a name, and options for a dropdown.
  await pick(page, form.getByRole("combobox", { name: "Type" }), "Dropdown");
  await form.getByRole("button", { name: "Add field" }).click();
  await expect(form.getByText("Field name is required.")).toBeVisible();
  await expect(form.getByText("Give at least one option.")).toBeVisible();
  await form.getByRole("textbox", { name: "Field name" }).fill("Severity");
  const options = form.getByRole("combobox", { name: "Options" });
  for (const option of ["Low", "High"]) {
    await options.fill(option);
    await options.press("Enter");
  }
  await form.getByRole("switch", { name: "Show on kanboard cards" }).check();
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await screenshots(page, "custom-fields-form");
  await form.getByRole("button", { name: "Add field" }).click();
  const table = page.getByTestId("custom-fields-table");
  await expect(table.getByTestId("custom-field-row").filter({ hasText: "Severity" })).toContainText("Dropdown");

  // A required number with its default, a long text and a person.
  const add = async (name: string, type: string, extra?: (f: Locator) => Promise<void>) => {
    await page.getByRole("button", { name: "+ Add field" }).click();
    await form.getByRole("textbox", { name: "Field name" }).fill(name);
    await pick(page, form.getByRole("combobox", { name: "Type" }), type);
    await extra?.(form);
    await form.getByRole("button", { name: "Add field" }).click();
    await expect(table.getByTestId("custom-field-row").filter({ hasText: name })).toBeVisible();
  };
  await add("Points", "Number", async (f) => {
    await f.getByRole("checkbox", { name: "Required" }).check();
    await f.getByRole("button", { name: "Add field" }).click();
    await expect(f.getByText("A required field needs a default value: new tasks take it.")).toBeVisible();
    await f.getByRole("textbox", { name: "Default value" }).fill("3");
  });
  await add("Notes", "Long text");
  await add("Reviewer", "Person");
  const rows = table.getByTestId("custom-field-row");
  await expect(rows.locator("td:nth-child(2)")).toHaveText(["Severity", "Points", "Notes", "Reviewer"]);
  // Reordered with the keyboard-reachable buttons.
  await table.getByRole("button", { name: "Move Reviewer up" }).click();
  await expect(rows.locator("td:nth-child(2)")).toHaveText(["Severity", "Points", "Reviewer", "Notes"]);
  await expect(rows.filter({ hasText: "Points" })).toContainText("Default: 3");
  await expectAccessible(page);
  await screenshots(page, "custom-fields-settings");

  // Kept over a reload: the order, and each control of the definitions (seen in their edit forms).
  await page.reload();
  await expect(rows.locator("td:nth-child(2)")).toHaveText(["Severity", "Points", "Reviewer", "Notes"]);
  await table.getByRole("button", { name: "Edit the field Severity" }).click();
  await expect(form.getByRole("textbox", { name: "Field name" })).toHaveValue("Severity");
  await expect(form.getByRole("combobox", { name: "Type" })).toHaveValue("Dropdown");
  await expect(form.getByTestId("custom-field-options").locator("..")).toContainText(/Low\s*High/);
  await expect(form.getByRole("checkbox", { name: "Required" })).not.toBeChecked();
  await expect(form.getByRole("switch", { name: "Show on kanboard cards" })).toBeChecked();
  await form.getByRole("button", { name: "Cancel" }).click();
  await table.getByRole("button", { name: "Edit the field Points" }).click();
  await expect(form.getByRole("combobox", { name: "Type" })).toHaveValue("Number");
  await expect(form.getByRole("checkbox", { name: "Required" })).toBeChecked();
  await expect(form.getByRole("textbox", { name: "Default value" })).toHaveValue("3");
  await expect(form.getByRole("switch", { name: "Show on kanboard cards" })).not.toBeChecked();
  await form.getByRole("button", { name: "Cancel" }).click();

  // The task modal: one input per field; the required number came with its default.
  await page.goto(`/projects/${project.id}/task-lists/tasks/${task.id}`);
  const modal = page.getByTestId("task-modal");
  const section = modal.getByTestId("task-custom-fields");
  await expect(section.getByRole("heading", { name: "Custom fields" })).toBeVisible();
  const fields = (await (await page.request.get(`/api/pm-pro/v2/projects/${project.id}/custom-fields`)).json())
    .data as Field[];
  const idOf = (name: string) => fields.find((f) => f.name === name)?.id;
  const points = section.getByRole("textbox", { name: "Points" });
  await expect(points).toHaveValue("3");
  const saves: string[] = [];
  let savesAnswered = 0;
  const isSave = (r: Request) => r.method() === "POST" && r.url().endsWith(`/tasks/${task.id}/update`);
  page.on("request", (r) => {
    if (isSave(r)) saves.push(r.postData() ?? "");
  });
  // A save counted when sent may not be stored yet: the read below waits for the answers.
  page.on("requestfinished", (r) => {
    if (isSave(r)) savesAnswered++;
  });
  await pick(page, section.getByRole("combobox", { name: "Severity" }), "High");
  await expect.poll(() => saves.length).toBe(1);
  expect(JSON.parse(saves[0])).toEqual({ custom_fields: { [String(idOf("Severity"))]: "High" } });
  // Emptied, a required field says so and sends nothing; a number is saved when left.
  await points.fill("");
  await points.blur();
  await expect(section.getByText("This field is required.")).toBeVisible();
  expect(saves).toHaveLength(1);
  await points.fill("8");
  await points.blur();
  await expect.poll(() => saves.length).toBe(2);
  await expect(section.getByText("This field is required.")).toBeHidden();
  await pick(page, section.getByRole("combobox", { name: "Reviewer" }), "Cole Worker");
  await section.getByRole("textbox", { name: "Notes" }).fill("Check the changelog\nthen tag");
  await section.getByRole("textbox", { name: "Notes" }).blur();
  await expect.poll(() => saves.length).toBe(4);
  await expect.poll(() => savesAnswered).toBe(4);
  const saved = (await (await page.request.get(`/api/${base}/tasks/${task.id}`)).json()).data.custom_fields.data as {
    name: string;
    value: unknown;
  }[];
  expect(Object.fromEntries(saved.map((v) => [v.name, v.value]))).toEqual({
    Severity: "High",
    Points: 8,
    Reviewer: expect.any(Number),
    Notes: "Check the changelog\nthen tag",
  });
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await screenshots(page, "custom-fields-task");

  // The list view: no field columns until chosen; the choice is remembered for this project.
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/task-lists$`));
  const row = page.getByTestId("task-row").filter({ hasText: "Ship the release" });
  await expect(row.getByTestId("task-row-fields")).toHaveCount(0);
  await page.getByTestId("custom-field-columns").click();
  const menu = page.getByRole("group", { name: "Choose the custom fields shown as columns" });
  await menu.getByRole("checkbox", { name: "Severity" }).check();
  await menu.getByRole("checkbox", { name: "Points" }).check();
  await page.keyboard.press("Escape");
  await expect(row.getByTestId("task-row-fields")).toHaveText(/Severity\s*High\s*Points\s*8/);
  await expect(
    page.getByTestId("task-row").filter({ hasText: "Write the notes" }).getByTestId("task-row-fields"),
  ).toHaveText(/Severity\s*—\s*Points\s*3/);
  await page.reload();
  await expect(row.getByTestId("task-row-fields")).toHaveText(/Severity\s*High\s*Points\s*8/);
  await expectAccessible(page);
  await screenshots(page, "custom-fields-list-columns");

  // The board's card shows the field marked for cards, with its value.
  await page.goto(`/projects/${project.id}/kanboard`);
  const card = page.getByTestId("kanboard-card").filter({ hasText: "Ship the release" });
  await expect(card.getByTestId("card-fields")).toHaveText(/Severity\s*High/);
  await expect(card.getByTestId("card-fields")).not.toContainText("Points");
  await expectAccessible(page);
  await screenshots(page, "custom-fields-card");

  // Deleting a field asks first, then takes its values off the tasks.
  await fieldsTab(page, project.id);
  await table.getByRole("button", { name: "Delete the field Notes" }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure" });
  await expect(confirm).toContainText("will be deleted, with its value on every task");
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(rows.locator("td:nth-child(2)")).toHaveText(["Severity", "Points", "Reviewer"]);
  const after = (await (await page.request.get(`/api/${base}/tasks/${task.id}`)).json()).data.custom_fields.data as {
    name: string;
  }[];
  expect(after.map((v) => v.name)).toEqual(["Severity", "Points", "Reviewer"]);

  // Switched off: the tab, the task's section, the columns and the card lines go; back on, all is there again.
  const module = async (type: "activate" | "deactivate") => {
    const res = await api.post("/api/pm-pro/v2/module-update", { data: { module: "custom-fields", type } });
    expect(res.status()).toBe(200);
  };
  await module("deactivate");
  try {
    await page.goto(`/projects/${project.id}/settings`);
    await expect(page.getByRole("tab", { name: "Task labels" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Custom fields" })).toHaveCount(0);
    await page.goto(`/projects/${project.id}/task-lists/tasks/${task.id}`);
    await expect(modal.getByRole("heading", { name: "Sub-tasks" })).toBeVisible();
    await expect(modal.getByTestId("task-custom-fields")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(row).toBeVisible();
    await expect(page.getByTestId("custom-field-columns")).toHaveCount(0);
    await expect(row.getByTestId("task-row-fields")).toHaveCount(0);
  } finally {
    await module("activate");
  }
  await page.reload();
  await expect(row.getByTestId("task-row-fields")).toHaveText(/Severity\s*High\s*Points\s*8/);
});

test("custom fields: an edit of every control of a definition is kept over a reload", async ({ page }) => {
  const { api, mia, project } = await seedTeam("Launch");
  await apiPost(api, `pm-pro/v2/projects/${project.id}/custom-fields`, { name: "Ticket", type: "text" });
  await signIn(page, mia.email, mia.password);
  await fieldsTab(page, project.id);
  const table = page.getByTestId("custom-fields-table");
  const form = table.getByTestId("custom-field-form");
  await table.getByRole("button", { name: "Edit the field Ticket" }).click();
  await form.getByRole("textbox", { name: "Field name" }).fill("Ticket kind");
  await pick(page, form.getByRole("combobox", { name: "Type" }), "Dropdown");
  const options = form.getByRole("combobox", { name: "Options" });
  for (const option of ["Alpha", "Beta"]) {
    await options.fill(option);
    await options.press("Enter");
  }
  await form.getByRole("checkbox", { name: "Required" }).check();
  await pick(page, form.getByRole("combobox", { name: "Default value" }), "Beta");
  await form.getByRole("switch", { name: "Show on kanboard cards" }).check();
  await form.getByRole("button", { name: "Update" }).click();
  await expect(form).toHaveCount(0);

  await page.reload();
  const row = table.getByTestId("custom-field-row").filter({ hasText: "Ticket kind" });
  await expect(row).toContainText("Dropdown");
  await row.getByRole("button", { name: "Edit the field Ticket kind" }).click();
  await expect(form.getByRole("textbox", { name: "Field name" })).toHaveValue("Ticket kind");
  await expect(form.getByRole("combobox", { name: "Type" })).toHaveValue("Dropdown");
  await expect(form.getByTestId("custom-field-options").locator("..")).toContainText(/Alpha\s*Beta/);
  await expect(form.getByRole("checkbox", { name: "Required" })).toBeChecked();
  await expect(form.getByRole("combobox", { name: "Default value" })).toHaveValue("Beta");
  await expect(form.getByRole("switch", { name: "Show on kanboard cards" })).toBeChecked();
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await form.getByRole("button", { name: "Cancel" }).click();
});

import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, apiPost, createUser } from "../support/seed";

test.describe.configure({ timeout: 120_000 });

// The ERP flag is global: switched off again for the journeys that follow.
test.afterAll(async () => {
  const api = await adminApi();
  await apiPost(api, "pm/v2/settings", { settings: [{ key: "erp_integration", value: "0" }] });
});

const pick = async (page: Page, field: Locator, option: string) => {
  await field.click();
  await page.getByRole("option", { name: option, exact: true }).click();
};

test("departments: kept by managers; with the ERP flag on, the project form assigns one", async ({ page }) => {
  const api = await adminApi();
  await apiPost(api, "pm/v2/settings", { settings: [{ key: "erp_integration", value: "0" }] });
  const lena = await createUser(api, "Lena Lead", { manager: true });
  const dana = await createUser(api, "Dana Designlead");
  const carl = await createUser(api, "Carl Crafter");
  const cleo = await createUser(api, "Cleo Colourist");

  await signIn(page, lena.email, lena.password);
  await page.goto("/settings/departments");
  await expect(page.getByRole("tab", { name: "Departments" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("The ERP integration is off", { exact: false })).toBeVisible();

  // Create, with a lead and members.
  await page.getByRole("button", { name: "New department" }).click();
  let dialog = page.getByRole("dialog", { name: "New department" });
  await dialog.getByRole("textbox", { name: "Title" }).fill("Design");
  await pick(page, dialog.getByRole("combobox", { name: "Lead" }), dana.display_name);
  await pick(page, dialog.getByRole("combobox", { name: "Members" }), carl.display_name);
  await pick(page, dialog.getByRole("combobox", { name: "Members" }), cleo.display_name);
  // The members list stays open for more picks; a click elsewhere closes it.
  await dialog.getByRole("textbox", { name: "Title" }).click();
  await dialog.getByRole("button", { name: "Create department" }).click();
  await expect(dialog).toBeHidden();
  const design = page.getByTestId("department-row").filter({ hasText: "Design" });
  await expect(design).toContainText(dana.display_name);
  await expect(design.getByRole("img", { name: carl.display_name })).toBeVisible();

  // Kept over a reload: the title, the lead and both members.
  await page.reload();
  await expect(design).toContainText(dana.display_name);
  await expect(design.getByRole("img", { name: carl.display_name })).toBeVisible();
  await expect(design.getByRole("img", { name: cleo.display_name })).toBeVisible();

  // Edit the title.
  await design.getByRole("button", { name: "Edit the department Design" }).click();
  dialog = page.getByRole("dialog", { name: "Edit department" });
  await expect(dialog.getByRole("combobox", { name: "Lead" })).toHaveValue(dana.display_name);
  await expect(dialog.getByTestId("department-form")).toContainText(carl.display_name);
  await expect(dialog.getByTestId("department-form")).toContainText(cleo.display_name);
  await dialog.getByRole("textbox", { name: "Title" }).fill("Design team");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("department-row").filter({ hasText: "Design team" })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("department-row").filter({ hasText: "Design team" })).toContainText(dana.display_name);

  // Delete another, after the question.
  await page.getByRole("button", { name: "New department" }).click();
  dialog = page.getByRole("dialog", { name: "New department" });
  await dialog.getByRole("textbox", { name: "Title" }).fill("Ops");
  await dialog.getByRole("button", { name: "Create department" }).click();
  const ops = page.getByTestId("department-row").filter({ hasText: "Ops" });
  // An edit of the lead and the members is kept over a reload too.
  await ops.getByRole("button", { name: "Edit the department Ops" }).click();
  dialog = page.getByRole("dialog", { name: "Edit department" });
  await pick(page, dialog.getByRole("combobox", { name: "Lead" }), carl.display_name);
  await pick(page, dialog.getByRole("combobox", { name: "Members" }), dana.display_name);
  await dialog.getByRole("textbox", { name: "Title" }).click();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(ops).toContainText(carl.display_name);
  await expect(ops.getByRole("img", { name: dana.display_name })).toBeVisible();
  await ops.getByRole("button", { name: "Edit the department Ops" }).click();
  await expect(dialog.getByRole("combobox", { name: "Lead" })).toHaveValue(carl.display_name);
  await expect(dialog.getByTestId("department-form")).toContainText(dana.display_name);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await ops.getByRole("button", { name: "Delete the department Ops" }).click();
  await page.getByRole("dialog", { name: "Are you sure" }).getByRole("button", { name: "Delete" }).click();
  await expect(ops).toHaveCount(0);
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await screenshots(page, "departments");

  // ERP off: the project form has no department picker.
  await page.goto("/projects");
  await page.getByRole("button", { name: "New project" }).click();
  let form = page.getByRole("dialog", { name: "New project" });
  await expect(form.getByRole("textbox", { name: "Title" })).toBeVisible();
  await expect(form.getByText("Assign co-worker from departments")).toHaveCount(0);
  await form.getByRole("button", { name: "Cancel" }).click();

  // Switched on in the general settings.
  await page.goto("/settings");
  await page.getByRole("checkbox", { name: "Enable ERP integration" }).check();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /saved/i })).toBeVisible();

  await page.goto("/projects");
  await page.getByRole("button", { name: "New project" }).click();
  form = page.getByRole("dialog", { name: "New project" });
  const department = form.getByRole("combobox", { name: "Assign co-worker from departments" });
  await expect(department).toHaveValue("- Select Department -");
  await form.getByRole("textbox", { name: "Title" }).fill("Website redesign");
  await pick(page, department, "Design team");
  await expectAccessible(page);
  await screenshots(page, "departments-project-form");
  await form.getByRole("button", { name: "Create project" }).click();
  await expect(form).toBeHidden();

  // The lead joined as manager, the members as co-workers.
  const found = await (await api.get("/api/pm/v2/projects?query=Website%20redesign&with=assignees")).json();
  const project = found.data[0];
  const roles = Object.fromEntries(
    project.assignees.data.map((m: { id: number; role: string }) => [m.id, m.role] as const),
  );
  expect(roles[dana.id]).toBe("manager");
  expect(roles[carl.id]).toBe("co_worker");
  expect(roles[cleo.id]).toBe("co_worker");

  // Editing the project shows its department.
  await page.goto(`/projects/${project.id}/overview`);
  await page.getByRole("button", { name: "Actions for Website redesign" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await expect(
    page
      .getByRole("dialog", { name: "Edit project" })
      .getByRole("combobox", { name: "Assign co-worker from departments" }),
  ).toHaveValue("Design team");
});

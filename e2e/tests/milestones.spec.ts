import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";

// Long journeys with several accessibility scans and screenshots.
test.describe.configure({ timeout: 90_000 });

import { adminApi, apiPost, createProject, createUser } from "../support/seed";

// A time zone far from UTC: a date-only value must not move by a day. British English dates.
test.use({ timezoneId: "Pacific/Honolulu", locale: "en-GB" });

const section = (page: Page, name: string) => page.getByRole("region", { name });
const card = (page: Page, title: string) => page.getByTestId("milestone").filter({ hasText: title });

test("milestones: create, upcoming, complete, late; privacy only for those allowed", async ({ page }) => {
  const api = await adminApi();
  const mona = await createUser(api, "Mona Manager");
  const cleo = await createUser(api, "Cleo Client");
  const project = await createProject(api, [
    { user: mona, role: "manager" },
    { user: cleo, role: "client" },
  ]);
  const beta = await apiPost(api, `pm/v2/projects/${project.id}/milestones`, {
    title: "Beta sign-off",
    achieve_date: "2020-01-15",
  });
  // Linked work: a list and two tasks, one done.
  const fixes = await apiPost(api, `pm/v2/projects/${project.id}/task-lists`, {
    title: "Beta fixes",
    milestone: beta.id,
  });
  const tasks = `pm/v2/projects/${project.id}/tasks`;
  const fix = await apiPost(api, tasks, { task_list_id: fixes.id, title: "Fix login", milestone: beta.id });
  await apiPost(api, tasks, { task_list_id: fixes.id, title: "Fix export", milestone: beta.id });
  await apiPost(api, `${tasks}/${fix.id}/change-status`, { status: 1 });

  await signIn(page, mona.email, mona.password);
  await page.goto(`/projects/${project.id}/milestones`);
  await expect(section(page, "Late")).toContainText("Beta sign-off");
  const betaCard = card(page, "Beta sign-off");
  await expect(betaCard).toContainText("Due 15 Jan 2020");
  await expect(betaCard).toContainText("1 of 2 tasks done");
  await expect(betaCard.getByRole("link", { name: "Beta fixes" })).toBeVisible();
  await expect(betaCard.getByRole("link", { name: "Fix export" })).toBeVisible();

  await page.getByRole("button", { name: "New milestone" }).click();
  const dialog = page.getByRole("dialog", { name: "New milestone" });
  await dialog.getByRole("textbox", { name: "Title" }).fill("Public launch");
  await dialog.getByRole("textbox", { name: "Description" }).click();
  await page.keyboard.type("Everything ships.");
  await dialog.getByRole("textbox", { name: "Due date" }).click();
  await page.getByRole("button", { name: "Next month" }).click();
  await page.getByRole("button", { name: /^15 / }).first().click();
  await expect(dialog.getByRole("checkbox", { name: "Make this private." })).toBeVisible();
  await dialog.getByRole("checkbox", { name: "Make this private." }).check();
  await expectAccessible(page);
  await screenshots(page, "milestones-form");
  await dialog.getByRole("button", { name: "Create milestone" }).click();
  await expect(dialog).toBeHidden();

  const launch = card(page, "Public launch");
  await expect(section(page, "Upcoming")).toContainText("Public launch");
  await expect(launch.getByRole("img", { name: "Private" })).toBeVisible();
  await expect(launch).toContainText("Everything ships.");
  // The day picked is the day stored, whatever the browser's time zone.
  const list = await (await api.get(`/api/pm/v2/projects/${project.id}/milestones`)).json();
  const stored = list.data.find((m: { title: string }) => m.title === "Public launch");
  expect(stored.achieve_date.date).toMatch(/^\d{4}-\d{2}-15$/);

  // Its comments open in a panel.
  await launch.getByRole("button", { name: "Comments" }).click();
  await expect(launch.getByText("No comments yet.")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "milestones");

  await launch.getByRole("button", { name: "Complete" }).click();
  await expect(section(page, "Completed")).toContainText("Public launch");
  await expect(section(page, "Upcoming")).toContainText("No upcoming milestones.");
  await card(page, "Public launch").getByRole("button", { name: "Reopen" }).click();
  await expect(section(page, "Upcoming")).toContainText("Public launch");

  // Delete asks first.
  await card(page, "Beta sign-off").getByRole("button", { name: "Delete Beta sign-off" }).click();
  await page.getByRole("dialog", { name: "Are you sure" }).getByRole("button", { name: "Delete" }).click();
  await expect(card(page, "Beta sign-off")).toHaveCount(0);

  // A client (no view_private_milestone) sees no privacy checkbox, nor the private milestone.
  await page.context().clearCookies();
  await signIn(page, cleo.email, cleo.password);
  await page.goto(`/projects/${project.id}/milestones`);
  await expect(page.getByText("No milestones yet.")).toBeVisible();
  await page.getByRole("button", { name: "New milestone" }).click();
  const clientDialog = page.getByRole("dialog", { name: "New milestone" });
  await expect(clientDialog.getByRole("textbox", { name: "Title" })).toBeVisible();
  await expect(clientDialog.getByRole("checkbox", { name: "Make this private." })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(clientDialog).toBeHidden();
});

import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { apiPost, createProject, seedTeam } from "../support/seed";

test.describe.configure({ timeout: 120_000 });

/** A day `offset` days from today, as the date input shows it ("Mar 2, 2026") and as the API takes it. */
function day(offset: number) {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  const iso = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  return { iso, typed: d.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" }) };
}

const taskRow = (page: Page, title: string) => page.getByTestId("sprint-task").filter({ hasText: title });

test("sprints: create a sprint, add tasks, tick one done, remove one, complete the sprint", async ({ page }) => {
  const { api, mia, project, base, list } = await seedTeam("Sprint work");
  // A second project Mia manages: the sprint draws from both and groups its tasks by project.
  const other = await createProject(api, [{ user: mia, role: "manager" }], `Zeta site ${Date.now().toString(36)}`);
  const otherList = await apiPost(api, `pm/v2/projects/${other.id}/task-lists`, { title: "Site" });
  await apiPost(api, `${base}/tasks`, { task_list_id: list.id, title: "Write the release notes", estimation: 180 });
  await apiPost(api, `${base}/tasks`, { task_list_id: list.id, title: "Fix the login bug", estimation: 120 });
  await apiPost(api, `${base}/tasks`, { task_list_id: list.id, title: "Tidy the backlog", estimation: 60 });
  await apiPost(api, `pm/v2/projects/${other.id}/tasks`, {
    task_list_id: otherList.id,
    title: "Update the landing page",
    estimation: 240,
  });

  await signIn(page, mia.email, mia.password);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sprints" }).click();
  await expect(page).toHaveURL(/\/sprints$/);
  // The empty list says so and offers its main action (issue 46: an icon, one sentence, the action).
  await expect(page.getByTestId("empty-state")).toContainText("No active sprints.");
  await expect(page.getByTestId("empty-state").getByRole("button", { name: "New sprint" })).toBeVisible();

  // Create: missing fields are said first, then the sprint is made and opens from the list.
  await page.getByRole("button", { name: "New sprint" }).click();
  const form = page.getByRole("dialog", { name: "New sprint" });
  await form.getByRole("button", { name: "Create sprint" }).click();
  await expect(form.getByText("Sprint title is required.")).toBeVisible();
  await expect(form.getByText("Choose at least one project.")).toBeVisible();
  await form.getByLabel("Title").fill("Sprint 12");
  await form.getByLabel("Goal").fill("Ship the beta to the first customers.");
  await form.getByRole("textbox", { name: "Start date" }).fill(day(-3).typed);
  await form.getByRole("textbox", { name: "Start date" }).press("Tab");
  await form.getByRole("textbox", { name: "Due date" }).fill(day(10).typed);
  await form.getByRole("textbox", { name: "Due date" }).press("Tab");
  await form.getByRole("combobox", { name: "Projects" }).click();
  await page.getByRole("option", { name: project.title }).click();
  await page.getByRole("option", { name: other.title }).click();
  await page.keyboard.press("Escape");
  await expectAccessible(page);
  await screenshots(page, "sprints-form");
  await form.getByRole("button", { name: "Create sprint" }).click();
  await expect(form).toBeHidden();
  const item = page.getByTestId("sprint-item").filter({ hasText: "Sprint 12" });
  await expect(item).toContainText("0 of 0 tasks done");
  await item.getByRole("link", { name: "Sprint 12" }).click();
  await expect(page.getByRole("heading", { name: "Sprint 12", level: 1 })).toBeVisible();
  await expect(page.getByText("No tasks in this sprint yet.")).toBeVisible();

  // Add tasks from both projects with the keyboard-usable picker.
  await page.getByRole("button", { name: "Add tasks" }).click();
  const picker = page.getByRole("dialog", { name: "Add tasks to the sprint" });
  for (const title of ["Write the release notes", "Fix the login bug", "Tidy the backlog", "Update the landing page"]) {
    await picker.getByRole("checkbox", { name: title }).check();
  }
  await picker.getByRole("button", { name: "Add 4 tasks" }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId("sprint-task")).toHaveCount(4);
  const groups = page.locator("section[aria-labelledby^='sprint-project-'] h3");
  await expect(groups).toHaveText([project.title, other.title]);
  await expect(page.getByTestId("sprint-progress")).toContainText("0 of 4 tasks done");
  await expect(page.getByTestId("sprint-progress")).toContainText("0 of 10 estimated hours done");

  // Tick one done (the task's change-status call): progress and the burndown follow, and a reload keeps it.
  await taskRow(page, "Fix the login bug").getByRole("checkbox", { name: "Mark “Fix the login bug” done" }).check();
  await expect(page.getByTestId("sprint-progress")).toContainText("1 of 4 tasks done");
  await expect(page.getByTestId("sprint-progress")).toContainText("2 of 10 estimated hours done");
  await expect(page.getByTestId("burndown")).toContainText("8 of 10 estimated hours remain.");
  await expect(page.getByTestId("burndown").locator(".recharts-line")).toHaveCount(2);
  await page.reload();
  await expect(taskRow(page, "Fix the login bug").getByRole("checkbox")).toBeChecked();
  await expectAccessible(page);
  await screenshots(page, "sprints-detail");

  // Remove one from the sprint, after "Are you sure?": it stays in its project.
  await taskRow(page, "Tidy the backlog").getByRole("button", { name: "Actions for “Tidy the backlog”" }).click();
  await page.getByRole("menuitem", { name: "Remove from sprint" }).click();
  const sure = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(sure).toContainText("The task stays in its project.");
  await sure.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByTestId("sprint-task")).toHaveCount(3);

  // Complete it: the unfinished tasks stay on its record; it moves to the completed sprints.
  await page.getByRole("button", { name: "Sprint actions" }).click();
  await page.getByRole("menuitem", { name: "Complete sprint" }).click();
  const complete = page.getByRole("dialog", { name: "Complete the sprint" });
  await expect(complete).toContainText("2 tasks are not done.");
  await complete.getByRole("button", { name: "Complete sprint" }).click();
  await expect(complete).toBeHidden();
  await expect(page.getByText("Completed", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Add tasks" })).toHaveCount(0);
  await page.getByRole("link", { name: "All sprints" }).click();
  await expect(page).toHaveURL(/\/sprints\/completed$/);
  await expect(page.getByTestId("sprint-item").filter({ hasText: "Sprint 12" })).toContainText("1 of 3 tasks done");
  await expectAccessible(page);
  await screenshots(page, "sprints-completed");
});

test("sprints: the active list keeps its page size when a sprint is added; the menu goes with the module", async ({
  page,
}) => {
  const { api, mia, project } = await seedTeam("Paged");
  for (let n = 1; n <= 10; n++) {
    await apiPost(api, "pm-pro/v2/sprints", {
      title: `Paged sprint ${n}`,
      start_at: day(0).iso,
      due_date: day(14).iso,
      project_ids: [project.id],
    });
  }
  await signIn(page, mia.email, mia.password);
  await page.goto("/sprints");
  const items = page.getByTestId("sprint-item");
  await expect(items).toHaveCount(10);
  await expect(items.first()).toContainText("Paged sprint 10");
  await page.getByRole("button", { name: "New sprint" }).click();
  const form = page.getByRole("dialog", { name: "New sprint" });
  await form.getByLabel("Title").fill("Paged sprint 11");
  await form.getByRole("textbox", { name: "Start date" }).fill(day(0).typed);
  await form.getByRole("textbox", { name: "Due date" }).fill(day(7).typed);
  await form.getByRole("textbox", { name: "Due date" }).press("Tab");
  await form.getByRole("combobox", { name: "Projects" }).click();
  await page.getByRole("option", { name: project.title }).click();
  await page.keyboard.press("Escape");
  await form.getByRole("button", { name: "Create sprint" }).click();
  await expect(items.first()).toContainText("Paged sprint 11");
  // Still ten on the page: the oldest of them dropped to page 2.
  await expect(items).toHaveCount(10);
  await expect(page.getByText("Paged sprint 1", { exact: true })).toHaveCount(0);
  await page.getByRole("button", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/sprints\/pages\/2$/);
  await expect(items.getByRole("heading")).toHaveText(["Paged sprint 1"]);
  await screenshots(page, "sprints-list-page-2");

  // Switched off on the Modules screen, the entry goes and the page says the module is off.
  await api.post("/api/pm-pro/v2/module-update", { data: { module: "sprints", type: "deactivate" } });
  await page.goto("/projects");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sprints" })).toHaveCount(0);
  await api.post("/api/pm-pro/v2/module-update", { data: { module: "sprints", type: "activate" } });
});

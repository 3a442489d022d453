import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, apiPost, createProject, createUser, unique } from "../support/seed";

/** A calendar day relative to today, in this machine's (and so the browser's) time zone. */
function day(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

async function seedReports() {
  const api = await adminApi();
  const tag = unique();
  const boss = await createUser(api, "Rita Reports", { manager: true });
  const worker = await createUser(api, `Walt Worker ${tag}`);
  const alpha = await createProject(api, [{ user: worker, role: "co_worker" }], `Alpha ${tag}`);
  const beta = await createProject(api, [{ user: worker, role: "co_worker" }], `Beta ${tag}`);
  const task = (projectId: number, title: string, extra: Record<string, unknown> = {}) =>
    apiPost(api, `pm/v2/projects/${projectId}/tasks`, { title: `${title} ${tag}`, ...extra });
  await task(alpha.id, "Late spec", { assignees: [worker.id], due_date: day(-20) });
  await task(alpha.id, "Late review", { due_date: day(-10) });
  await task(beta.id, "Late budget", { assignees: [worker.id], due_date: day(-5) });
  await task(beta.id, "Future plan", { assignees: [worker.id], due_date: day(10) });
  await api.dispose();
  return { boss, worker, alpha, beta, tag };
}

test("the reports landing page is for global managers; others are sent to the projects page", async ({ page }) => {
  const { boss, worker } = await seedReports();
  await signIn(page, worker.email, worker.password);
  await expect(page.getByRole("link", { name: "Reports" })).toHaveCount(0);
  await page.goto("/reports");
  await expect(page).toHaveURL(/\/projects$/);

  await signIn(page, boss.email, boss.password);
  await page.getByRole("link", { name: "Reports" }).click();
  await expect(page).toHaveURL(/\/reports\/sections$/);
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  const cards = page.getByTestId("report-card");
  await expect(cards).toHaveCount(6);
  for (const title of ["Overdue Task", "Completed Task", "User Activities", "Milestone Tasks", "Unassigned Task"]) {
    await expect(cards.filter({ hasText: title }).getByRole("link", { name: "View Full Report" })).toBeVisible();
  }
  await expectAccessible(page);
  await screenshots(page, "reports-landing");
});

test("the overdue report: its range, the filter modal by project, and a CSV export", async ({ page }) => {
  const { boss, alpha, tag } = await seedReports();
  await signIn(page, boss.email, boss.password);
  await page.goto(`/reports/overdue-tasks?start_date=${day(-30)}&due_date=${day(0)}`);
  await expect(page.getByRole("heading", { name: "Overdue Task", level: 1 })).toBeVisible();
  await expect(page.getByTestId("report-range")).toContainText("Date between");
  const table = page.getByTestId("report-table");
  await expect(table).toContainText(`Late spec ${tag}`);
  await expect(table).toContainText(`Late budget ${tag}`);
  await expect(table).not.toContainText(`Future plan ${tag}`);

  await page.getByRole("button", { name: "Filter" }).click();
  const modal = page.getByRole("dialog");
  await expect(modal.getByRole("button", { name: "Run report" })).toBeVisible();
  await screenshots(page, "reports-filter-modal");
  await modal.getByRole("combobox", { name: "Project" }).click();
  await page.getByRole("option", { name: alpha.title }).click();
  await modal.getByRole("button", { name: "Run report" }).click();
  await expect(page).toHaveURL(new RegExp(`project_id=${alpha.id}`));
  await expect(table).not.toContainText(`Late budget ${tag}`);
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(page.getByTestId("summary-card").filter({ hasText: "Project" })).toContainText(alpha.title);
  await expect(page.getByTestId("summary-card").filter({ hasText: "Total Tasks" })).toContainText("2");
  await expectAccessible(page);
  await screenshots(page, "reports-overdue");

  await page.getByRole("button", { name: "Export" }).click();
  const downloading = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Export to CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`overdue-tasks-${day(-30)}-to-${day(0)}.csv`);
  const csv = fs.readFileSync(await download.path(), "utf8");
  expect(csv.startsWith("\ufeffTask,Project")).toBe(true);
  expect(csv).toContain(`Late spec ${tag}`);
  expect(csv).not.toContain(`Late budget ${tag}`);
});

test("the overdue report opens on every overdue task up to today, with its project and people; completed on the month", async ({
  page,
}) => {
  const { boss, worker, beta, tag } = await seedReports();
  const api = await adminApi();
  // Due long before any month a default range could start: the open start still reaches it (first, oldest).
  await apiPost(api, `pm/v2/projects/${beta.id}/tasks`, {
    title: `Ancient debt ${tag}`,
    assignees: [worker.id],
    due_date: "2000-01-15",
  });
  await api.dispose();
  await signIn(page, boss.email, boss.password);
  await page.goto("/reports/sections");
  await page
    .getByTestId("report-card")
    .filter({ hasText: "Overdue Task" })
    .getByRole("link", { name: "View Full Report" })
    .click();
  await expect(page).toHaveURL(/\/reports\/overdue-tasks$/);
  // The screen's days read "Dec 3, 2026", as every page writes a day.
  const fmt = (d: Date) => d.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });
  await expect(page.getByTestId("report-range")).toHaveText(`Up to ${fmt(new Date())}`);
  const table = page.getByTestId("report-table");
  await expect(table.getByRole("columnheader")).toHaveText([
    "Tasks",
    "Project",
    "Due Date",
    "Created At",
    "Created By",
    "Assigned to",
  ]);
  const ancient = table.getByRole("row").filter({ hasText: `Ancient debt ${tag}` });
  await expect(ancient).toContainText(beta.title);
  await expect(ancient).toContainText("Inbox");
  await expect(ancient).toContainText(worker.display_name);
  await expect(ancient).toContainText("Jan 15, 2000");
  await expect(table).not.toContainText(`Future plan ${tag}`);
  await expectAccessible(page);
  await screenshots(page, "reports-overdue-default");
  // The range is the kind's, not the URL's: a reload shows the same report.
  await page.reload();
  await expect(
    page
      .getByTestId("report-table")
      .getByRole("row")
      .filter({ hasText: `Ancient debt ${tag}` }),
  ).toHaveCount(1);

  // The filter says the start may stay empty; running it keeps the open start in the URL.
  await page.getByRole("button", { name: "Filter" }).click();
  const modal = page.getByRole("dialog");
  await expect(modal.getByText("Leave the start date empty to take in every earlier task.")).toBeVisible();
  await expect(modal.getByRole("textbox", { name: "Start date" })).toHaveValue("");
  await modal.getByRole("button", { name: "Run report" }).click();
  await expect(page).toHaveURL(/\?due_date=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByTestId("report-table")).toContainText(`Ancient debt ${tag}`);

  // The completed report opens on the whole month.
  await page.goto("/reports/completed-tasks");
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth(), 1);
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0);
  await expect(page.getByTestId("report-range")).toHaveText(`Date between ${fmt(first)} to ${fmt(last)}`);
});

test("the advanced report with three filter rows, grouped by project then list", async ({ page }) => {
  const { boss, worker, alpha, beta, tag } = await seedReports();
  await signIn(page, boss.email, boss.password);
  await page.goto("/reports/advance-tasks");
  await expect(page.getByRole("heading", { name: "Advanced Report", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate" })).toBeDisabled();

  const rows = page.getByTestId("filter-row");
  const chooseType = async (n: number, type: string) => {
    await rows.nth(n).getByRole("combobox", { name: "- Select -" }).click();
    await page.getByRole("option", { name: type, exact: true }).click();
  };
  await chooseType(0, "Assigned");
  await rows.nth(0).getByRole("combobox", { name: "Value" }).click();
  await page.getByRole("option", { name: worker.display_name }).click();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Load more" }).click();
  await chooseType(1, "Status");
  await rows.nth(1).getByRole("combobox", { name: "Value" }).click();
  await page.getByRole("option", { name: "Incomplete" }).click();
  await page.getByRole("button", { name: "Load more" }).click();
  // A type already chosen cannot be chosen again.
  await rows.nth(2).getByRole("combobox", { name: "- Select -" }).click();
  await expect(page.getByRole("option", { name: "Assigned", exact: true })).toBeDisabled();
  await page.getByRole("option", { name: "Project", exact: true }).click();
  await rows.nth(2).getByRole("combobox", { name: "Value" }).click();
  await page.getByRole("option", { name: alpha.title }).click();
  await page.getByRole("option", { name: beta.title }).click();
  await page.keyboard.press("Escape");
  await expect(rows).toHaveCount(3);

  await page.getByRole("button", { name: "Generate" }).click();
  const projects = page.getByTestId("advance-project");
  await expect(projects).toHaveCount(2);
  await expect(projects.nth(0)).toContainText(alpha.title);
  await expect(projects.nth(0)).toContainText(`Late spec ${tag}`);
  await expect(projects.nth(0)).not.toContainText(`Late review ${tag}`);
  await expect(projects.nth(1)).toContainText(`Future plan ${tag}`);
  await expect(projects.nth(1)).toContainText("Inbox");
  await expect(page.getByRole("columnheader", { name: "Assigned to" })).toHaveCount(0);
  await expect(page.getByRole("columnheader", { name: "Estimation" }).first()).toBeVisible();
  // The pointer still rests on Generate (hover colours): axe judges the page at rest.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expectAccessible(page);
  await screenshots(page, "reports-advanced");

  // The filters live in the URL: a reload shows the same report.
  await page.reload();
  await expect(page.getByTestId("advance-project")).toHaveCount(2);
  await expect(page.getByTestId("filter-row")).toHaveCount(3);
});

test("the advanced report filters by a custom field of the chosen projects", async ({ page }) => {
  const { boss, alpha, tag } = await seedReports();
  const api = await adminApi();
  const tier = await apiPost(api, `pm-pro/v2/projects/${alpha.id}/custom-fields`, {
    name: `Tier ${tag}`,
    type: "dropdown",
    options: ["Gold", "Silver"],
  });
  for (const [title, value] of [
    ["Gold deal", "Gold"],
    ["Silver deal", "Silver"],
  ]) {
    await apiPost(api, `pm/v2/projects/${alpha.id}/tasks`, {
      title: `${title} ${tag}`,
      custom_fields: { [tier.id]: value },
    });
  }
  await api.dispose();

  await signIn(page, boss.email, boss.password);
  await page.goto("/reports/advance-tasks");
  const rows = page.getByTestId("filter-row");
  await rows.nth(0).getByRole("combobox", { name: "- Select -" }).click();
  await page.getByRole("option", { name: "Custom field", exact: true }).click();
  // Fields belong to projects: the picker waits for the Project row.
  await expect(rows.nth(0).getByRole("combobox", { name: "Field" })).toBeDisabled();
  await expect(rows.nth(0).getByPlaceholder("Choose a project first")).toBeVisible();
  await page.getByRole("button", { name: "Load more" }).click();
  await rows.nth(1).getByRole("combobox", { name: "- Select -" }).click();
  await page.getByRole("option", { name: "Project", exact: true }).click();
  await rows.nth(1).getByRole("combobox", { name: "Value" }).click();
  await page.getByRole("option", { name: alpha.title }).click();
  await page.keyboard.press("Escape");

  await rows.nth(0).getByRole("combobox", { name: "Field" }).click();
  await page.getByRole("option", { name: `Tier ${tag}` }).click();
  await rows.nth(0).getByRole("combobox", { name: "Value" }).click();
  await page.getByRole("option", { name: "Gold", exact: true }).click();
  await page.getByRole("button", { name: "Generate" }).click();
  const projects = page.getByTestId("advance-project");
  await expect(projects).toHaveCount(1);
  await expect(projects).toContainText(`Gold deal ${tag}`);
  await expect(projects).not.toContainText(`Silver deal ${tag}`);
  await expect(projects).not.toContainText(`Late spec ${tag}`);
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expectAccessible(page);
  await screenshots(page, "reports-advanced-custom-field");

  // The field and its value come back with the URL.
  await page.reload();
  await expect(page.getByTestId("advance-project")).toContainText(`Gold deal ${tag}`);
  await expect(rows.nth(0).getByRole("combobox", { name: "Value" })).toHaveValue("Gold");
});

test("the advanced report shows a big project's first tasks, then the next ones on request", async ({ page }) => {
  const api = await adminApi();
  const tag = unique();
  const boss = await createUser(api, "Rhea Reports", { manager: true });
  const big = await createProject(api, [], `Big ${tag}`);
  for (let i = 0; i < 30; i++) await apiPost(api, `pm/v2/projects/${big.id}/tasks`, { title: `Chore ${i} ${tag}` });
  await api.dispose();
  await signIn(page, boss.email, boss.password);
  const filters = JSON.stringify([{ key: "project", value: [big.id] }]);
  await page.goto(`/reports/advance-tasks?filters=${encodeURIComponent(filters)}`);
  const project = page.getByTestId("advance-project");
  await expect(project).toContainText("Showing 25 of 30 tasks");
  await expect(project.getByRole("row")).toHaveCount(26);
  await screenshots(page, "reports-advanced-first");
  await project.getByRole("button", { name: "Show 5 more" }).click();
  await expect(project.getByRole("row")).toHaveCount(31);
  await expect(project.getByRole("button", { name: /Show \d+ more/ })).toHaveCount(0);
  await expect(project).toContainText(`Chore 29 ${tag}`);
  await screenshots(page, "reports-advanced-more");
});

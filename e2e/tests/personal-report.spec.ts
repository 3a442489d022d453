import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, screenshotDir, screenshots, signIn } from "../support/journey";
import { adminApi, apiPost, createProject, createUser, unique } from "../support/seed";

/**
 * Pat's completed work, all of it today: in Alpha "Draw mockups" (Design, 1:30) and "Fix login" (Bug, 0:30); in
 * Beta "Write docs" (no type, 1:00) and "Ship release", whose sub-tasks carry its 0:45 (0:20 Bug and 0:25).
 * Max manages Alpha, so he may read Pat's report (Alpha's part of it).
 */
async function seedPersonalReport() {
  const api = await adminApi();
  const tag = unique();
  const pat = await createUser(api, `Pat Personal ${tag}`);
  const max = await createUser(api, `Max Manager ${tag}`);
  const alpha = await createProject(
    api,
    [
      { user: max, role: "manager" },
      { user: pat, role: "co_worker" },
    ],
    `Alpha ${tag}`,
  );
  const beta = await createProject(api, [{ user: pat, role: "co_worker" }], `Beta ${tag}`);
  const design = await apiPost(api, "pm/v2/task-types", { title: `Design ${tag}` });
  const bug = await apiPost(api, "pm/v2/task-types", { title: `Bug ${tag}` });
  const done = async (projectId: number, title: string, estimation: number, typeId?: number) => {
    const task = await apiPost(api, `pm/v2/projects/${projectId}/tasks`, {
      title,
      assignees: [pat.id],
      estimation,
      type_id: typeId,
    });
    await apiPost(api, `pm/v2/projects/${projectId}/tasks/${task.id}/change-status`, { status: 1 });
    return task;
  };
  await done(alpha.id, "Draw mockups", 90, design.id);
  await done(alpha.id, "Fix login", 30, bug.id);
  await done(beta.id, "Write docs", 60);
  const release = await apiPost(api, `pm/v2/projects/${beta.id}/tasks`, { title: "Ship release", assignees: [pat.id] });
  for (const [title, estimation, typeId] of [
    ["Tag the build", 20, bug.id],
    ["Announce it", 25, undefined],
  ] as const) {
    const sub = await apiPost(api, `pm-pro/v2/tasks/${release.id}/sub-tasks`, {
      title,
      assignees: [pat.id],
      estimation,
    });
    if (typeId) await apiPost(api, `pm/v2/projects/${beta.id}/tasks/${sub.id}/update`, { type_id: typeId });
    await apiPost(api, `pm/v2/projects/${beta.id}/tasks/${sub.id}/change-status`, { status: 1 });
  }
  await apiPost(api, `pm/v2/projects/${beta.id}/tasks/${release.id}/change-status`, { status: 1 });
  await api.dispose();
  return { pat, max, alpha, beta, tag };
}

/** Picks a preset of the range picker (the calendar opens, the preset applies at once). */
async function pickPreset(page: Page, label: string) {
  await page.getByTestId("report-range-picker").click();
  await page.getByRole("button", { name: label, exact: true }).click();
}

test("My Tasks → Reports: presets, the summary, three charts and the tables with totals; an empty range", async ({
  page,
}, testInfo) => {
  const { pat, alpha, beta, tag } = await seedPersonalReport();
  await signIn(page, pat.email, pat.password);
  await page.getByRole("link", { name: "My Tasks" }).click();
  const menu = page.getByRole("navigation", { name: "My Tasks" });
  await menu.getByRole("link", { name: "Reports" }).click();
  await expect(page).toHaveURL(new RegExp(`/my-tasks/reports/${pat.id}`));
  await expect(menu.getByRole("link", { name: "Reports" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: `Report for Pat Personal ${tag}` })).toBeVisible();

  await pickPreset(page, "Last 7 Days");
  await expect(page).toHaveURL(/start_date=\d{4}-\d{2}-\d{2}&end_date=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByTestId("summary-totalHours")).toContainText("3:45");
  await expect(page.getByTestId("summary-completed")).toContainText("4");
  await expect(page.getByTestId("summary-avgHourTask")).toContainText("0:56");

  for (const chart of ["chart-projects", "chart-task-types", "chart-sub-task-types"]) {
    await expect(page.getByTestId(chart).locator(".recharts-bar-rectangle").first()).toBeVisible();
  }
  // Projects cut at the first space on the chart's axis.
  await expect(page.getByTestId("chart-projects")).toContainText("Alpha");

  const items = page.getByTestId("table-items");
  await expect(items.getByRole("row")).toHaveCount(6);
  await expect(items).toContainText("Ship release");
  await expect(items.getByTestId("total-row")).toContainText("3:45");
  const projects = page.getByTestId("table-projects");
  await expect(projects).toContainText(alpha.title);
  await expect(projects).toContainText(beta.title);
  await expect(projects.getByTestId("total-row")).toHaveText(/Total\s*4\s*3:45\s*2\s*0:45/);
  const types = page.getByTestId("table-task-types");
  await expect(types).toContainText(`Design ${tag}`);
  await expect(types).toContainText("No type");
  await expect(types.getByTestId("total-row")).toHaveText(/Total\s*4\s*3:45/);
  await expect(page.getByTestId("table-sub-task-types").getByTestId("total-row")).toHaveText(/Total\s*2\s*0:45/);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("personal-report.png"), fullPage: true });
  await screenshots(page, "personal-report");

  // A reload keeps the range; the sub-task count switches the summary and the item table.
  await page.reload();
  await expect(page.getByTestId("summary-totalHours")).toContainText("3:45");
  await page.getByText("Sub-tasks", { exact: true }).click();
  await expect(page).toHaveURL(/report_for=sub_task/);
  await expect(page.getByTestId("summary-completed")).toContainText("2");
  await expect(page.getByTestId("table-items")).toContainText("Ship release › Tag the build");

  await pickPreset(page, "Yesterday");
  await expect(page.getByTestId("empty-state")).toHaveText("No result found!");
  await expect(page.getByTestId("table-items")).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("personal-report-empty.png"), fullPage: true });
});

test("the project chart names every project in full, a long name shortened with a tooltip; in dark mode too", async ({
  page,
}) => {
  const api = await adminApi();
  const tag = unique();
  const pat = await createUser(api, `Pia Projects ${tag}`);
  const long = `Website redesign for the spring campaign ${tag}`;
  const titles = [long, `Website launch ${tag}`, `Hermes ${tag}`];
  const projects = [];
  for (const title of titles) projects.push(await createProject(api, [{ user: pat, role: "co_worker" }], title));
  // Hermes's work had no estimate: the spec's chart left such a project out.
  for (const [i, estimation] of [90, 45, 0].entries()) {
    const task = await apiPost(api, `pm/v2/projects/${projects[i].id}/tasks`, {
      title: `Work ${i}`,
      assignees: [pat.id],
      estimation,
    });
    await apiPost(api, `pm/v2/projects/${projects[i].id}/tasks/${task.id}/change-status`, { status: 1 });
  }
  await api.dispose();

  await signIn(page, pat.email, pat.password);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/my-tasks/reports/${pat.id}`);
  const chart = page.getByTestId("chart-projects");
  const names = chart.getByTestId("chart-bar-name");
  await expect(names).toHaveCount(3);
  // By title, as the table: Hermes, then the two Website projects, each under its whole name (not "Website").
  const byTitle = [...titles].sort();
  expect(await names.evaluateAll((els) => els.map((e) => e.getAttribute("data-full-name")))).toEqual(byTitle);
  // Wrapped onto two lines where needed: the lines' words run together in the text content.
  const whole = (s: string) => s.replace(/\s+/g, "");
  expect((await names.allTextContents()).map(whole)).toEqual(byTitle.map(whole));
  // On a phone the long name is cut to its bar, the whole of it in a tooltip.
  await page.setViewportSize({ width: 390, height: 844 });
  const cut = names.filter({ hasText: "…" });
  await expect(cut.first()).toBeVisible();
  const longName = chart.locator(`[data-full-name="${long}"]`);
  await expect(longName).toContainText("…");
  await longName.hover();
  await expect(page.getByRole("tooltip")).toHaveText(long);
  await page.screenshot({ path: path.join(screenshotDir, "personal-report-projects-tooltip.390.png") });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.mouse.move(0, 0);
  await screenshots(page, "personal-report-projects");
  await page.emulateMedia({ colorScheme: "dark" });
  // Over the long name's bars (Hermes's hours bar is empty): the bar's own tooltip, in the dark theme's colours.
  await longName.scrollIntoViewIfNeeded();
  const surface = chart.locator(".recharts-surface");
  const [under, area] = [await longName.boundingBox(), await surface.boundingBox()];
  if (!under || !area) throw new Error("the long name is not drawn");
  await surface.hover({ position: { x: under.x - area.x + under.width / 2, y: under.y - area.y - 60 } });
  await expect(chart.getByText("Estimated hours:").first()).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "personal-report-projects-dark");
  await page.emulateMedia({ colorScheme: "light" });
});

test("a manager reads a member's report (his projects' part); a co-worker only his own", async ({ page }, testInfo) => {
  const { pat, max, alpha, beta, tag } = await seedPersonalReport();
  await signIn(page, max.email, max.password);
  await page.goto(`/my-tasks/reports/${max.id}`);
  const person = page.getByRole("combobox", { name: "Person" });
  await expect(person).toHaveValue(`Max Manager ${tag}`);
  await expect(page.getByTestId("empty-state")).toHaveText("No result found!");
  await person.click();
  await page.getByRole("option", { name: `Pat Personal ${tag}` }).click();
  await expect(page).toHaveURL(new RegExp(`/my-tasks/reports/${pat.id}`));
  await expect(page.getByTestId("summary-totalHours")).toContainText("2:00");
  await expect(page.getByTestId("table-projects")).toContainText(alpha.title);
  await expect(page.getByTestId("table-projects")).not.toContainText(beta.title);
  await expect(page.getByTestId("chart-projects").locator(".recharts-bar-rectangle")).toHaveCount(2);
  await expect(page.getByTestId("chart-sub-task-types")).toContainText("Nothing completed in this range.");
  await page.screenshot({ path: testInfo.outputPath("personal-report-manager.png"), fullPage: true });

  await signIn(page, pat.email, pat.password);
  await page.goto(`/my-tasks/reports/${max.id}`);
  await expect(page.getByTestId("report-error")).toContainText("You have no permission.");
  await expect(page.getByRole("combobox", { name: "Person" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("personal-report-refused.png"), fullPage: true });
  await page.getByRole("link", { name: "Open my own report" }).click();
  await expect(page).toHaveURL(new RegExp(`/my-tasks/reports/${pat.id}`));
  await expect(page.getByRole("heading", { name: `Report for Pat Personal ${tag}` })).toBeVisible();
});

test("with the start-date field switched off, the picker picks single days", async ({ page }) => {
  const { pat } = await seedPersonalReport();
  const api = await adminApi();
  await apiPost(api, "pm/v2/settings", { settings: [{ key: "task_start_field", value: false }] });
  try {
    await signIn(page, pat.email, pat.password);
    await page.goto(`/my-tasks/reports/${pat.id}`);
    await expect(page.getByText("Day", { exact: true })).toBeVisible();
    await pickPreset(page, "Yesterday");
    await expect(page.getByTestId("empty-state")).toHaveText("No result found!");
    await pickPreset(page, "Today");
    await expect(page.getByTestId("summary-totalHours")).toContainText("3:45");
    const url = new URL(page.url());
    expect(url.searchParams.get("start_date")).toBe(url.searchParams.get("end_date"));
    await expect(page.getByRole("button", { name: "Last 7 Days" })).toHaveCount(0);
  } finally {
    await apiPost(api, "pm/v2/settings", { settings: [{ key: "task_start_field", value: true }] });
    await api.dispose();
  }
});

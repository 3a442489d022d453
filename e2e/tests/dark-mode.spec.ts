import { expect, type Locator, type Page, test } from "@playwright/test";
import { screenshots, signIn } from "../support/journey";
import { apiPost, seedTeam } from "../support/seed";

test.describe.configure({ timeout: 180_000 });

/** A day `n` days from today (UTC: the browser and the server here both run in UTC). */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** The computed colour of a CSS property on the first element of `target`, as "r g b" numbers. */
async function rgb(target: Locator, property: "background-color" | "color"): Promise<number[]> {
  const value = await target.first().evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property);
  const parts = value.match(/[\d.]+/g)?.map(Number) ?? [];
  return parts.slice(0, 3);
}

/** Relative luminance (WCAG) of an "r g b" colour: 0 is black, 1 white. */
function luminance([r, g, b]: number[]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The element's own background, or the nearest ancestor's that is not transparent. */
async function shownBackground(target: Locator): Promise<number[]> {
  const value = await target.first().evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const bg = getComputedStyle(node).backgroundColor;
      if (bg && bg !== "transparent" && !/rgba\(.*,\s*0\)$/.test(bg)) return bg;
    }
    return getComputedStyle(document.body).backgroundColor;
  });
  return (value.match(/[\d.]+/g)?.map(Number) ?? []).slice(0, 3);
}

async function expectDarkBackground(target: Locator, what: string) {
  const colour = await shownBackground(target);
  expect(luminance(colour), `${what}: background rgb(${colour.join(", ")}) is not dark`).toBeLessThan(0.05);
}

async function expectLightText(target: Locator, what: string) {
  const colour = await rgb(target, "color");
  expect(luminance(colour), `${what}: text rgb(${colour.join(", ")}) is not light`).toBeGreaterThan(0.3);
}

async function turnDarkOn(page: Page) {
  await page.goto("/profile");
  await page.getByText("Dark", { exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
}

test("dark mode: the Gantt chart, the calendar, the charts and the editor are dark", async ({ page }) => {
  const { api, mia, project, base, list } = await seedTeam("Launch");
  const task = (title: string, dates: Record<string, unknown>) =>
    apiPost(api, `${base}/tasks`, { task_list_id: list.id, title, assignees: [mia.id], ...dates });
  await task("Design", { start_at: day(0), due_date: day(2), estimation: 90 });
  await task("Build", { start_at: day(3), due_date: day(6) });
  const done = await task("Write the brief", { due_date: day(1), estimation: 60 });
  await apiPost(api, `${base}/tasks/${done.id}/change-status`, { status: 1 });
  await apiPost(api, `${base}/milestones`, { title: "Go live", achieve_date: day(4) });
  const spare = await task("Review the copy", { estimation: 120 });
  const sprint = await apiPost(api, "pm-pro/v2/sprints", {
    title: "Launch sprint",
    start_at: day(-3),
    due_date: day(7),
    project_ids: [project.id],
  });
  await apiPost(api, `pm-pro/v2/sprints/${sprint.id}/tasks`, { task_ids: [spare.id, done.id] });

  await signIn(page, mia.email, mia.password);
  await turnDarkOn(page);

  // The Gantt chart: its grid, its timeline and the bars.
  await page.goto(`/projects/${project.id}/gantt`);
  const gantt = page.getByTestId("gantt-chart");
  await expect(gantt.locator(".wx-bar").first()).toBeVisible();
  await expectDarkBackground(gantt.locator(".wx-grid .wx-row").first(), "gantt grid row");
  await expectDarkBackground(gantt.locator(".wx-chart").first(), "gantt timeline");
  await expectLightText(gantt.locator(".wx-grid .wx-cell").first(), "gantt grid text");
  await screenshots(page, "dark-gantt");

  // The charts: the personal report's bars, axes and labels.
  await page.goto(`/my-tasks/reports/${mia.id}`);
  await page.getByTestId("report-range-picker").click();
  await page.getByRole("button", { name: "Last 7 Days", exact: true }).click();
  const chart = page.getByTestId("chart-projects");
  await expect(chart.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expectDarkBackground(chart, "chart card");
  await expectLightText(chart.getByTestId("chart-bar-name"), "chart bar name");
  await screenshots(page, "dark-personal-report");

  // The sprint's burndown: a line chart on a card.
  await page.goto(`/sprints/${sprint.id}`);
  const burndown = page.getByTestId("burndown");
  await expect(burndown.locator(".recharts-line").first()).toBeVisible();
  await expectDarkBackground(burndown, "burndown card");
  await expectLightText(burndown.locator(".recharts-cartesian-axis-tick-value").first(), "burndown axis");
  await screenshots(page, "dark-sprint");

  // The overview's counts and its activity.
  await page.goto(`/projects/${project.id}/overview`);
  await expect(page.locator("[data-testid^=count-]").first()).toBeVisible();
  await expect(page.getByText("created the milestone Go live.")).toBeVisible();
  await screenshots(page, "dark-overview");

  // The editor: toolbar, content, a code block and the mention list.
  await page.goto(`/projects/${project.id}/discussions`);
  await page.getByRole("button", { name: "New discussion" }).click();
  const dialog = page.getByRole("dialog", { name: "New discussion" });
  await dialog.getByRole("textbox", { name: "Title" }).fill("Kick-off");
  const editor = dialog.getByRole("textbox", { name: "Description" });
  await editor.click();
  await page.keyboard.type("Agenda for Monday ");
  await page.keyboard.press("Enter");
  // Three backticks and a space open a code block.
  await page.keyboard.type("``` ");
  await page.keyboard.type("npm run build");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("@Mi");
  await expect(page.getByTestId("mention-suggestions")).toBeVisible();
  await expectDarkBackground(editor, "editor content");
  await expectLightText(editor, "editor text");
  await expectDarkBackground(page.getByTestId("mention-suggestions"), "mention list");
  await screenshots(page, "dark-editor");

  // The stored text as it reads: the mention chip and the code block, and the comment editor below it.
  await page.keyboard.press("Enter");
  await dialog.getByRole("button", { name: "Create discussion" }).click();
  await expect(page).toHaveURL(/\/discussions\/\d+$/);
  const article = page.locator("article");
  await expect(article.locator(".mention")).toBeVisible();
  await expectDarkBackground(article.locator("pre"), "stored code block");
  await expectLightText(article.locator("pre"), "stored code text");
  await screenshots(page, "dark-discussion");

  // The calendar: the month grid, its day numbers and events.
  await page.goto(`/calendar?date=${day(0)}`);
  const calendar = page.getByTestId("calendar-grid");
  await expect(calendar.locator(".cairn-cal-event").first()).toBeVisible();
  await expectDarkBackground(calendar.locator("[role=cell]").first(), "calendar day cell");
  await screenshots(page, "dark-calendar");

  // The week timeline: its hour lines, today's column and the people's rows.
  await page.getByText("Week timeline", { exact: true }).click();
  const timeline = page.getByTestId("user-timeline");
  await expect(timeline).toBeVisible();
  await expectDarkBackground(timeline, "timeline");
  await screenshots(page, "dark-timeline");
});

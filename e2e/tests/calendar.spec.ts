import { expect, type Locator, type Page, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { apiPost, seedTeam } from "../support/seed";

test.describe.configure({ timeout: 120_000 });

/** A day `n` days from today (UTC: the browser and the server here both run in UTC). */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const cell = (page: Page, date: string) => page.locator(`[role=cell][data-date="${date}"]`);
/**
 * An event's first piece: an event that crosses from one week's row into the next is drawn once per row, as
 * "Next steps" (tomorrow and the day after) is whenever tomorrow ends a week.
 */
const event = (scope: Page | Locator, title: string) =>
  scope.locator(".cairn-cal-event").filter({ hasText: title }).first();

/** Drags an event onto a day cell with the mouse, in steps, as a person would. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error("not on screen");
  await page.mouse.move(a.x + 10, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + 30, a.y + a.height / 2, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 15 });
  await page.mouse.up();
}

/** Mia manages the project; Cole, a co-worker, has tasks Mia made (so he may not move them). */
async function seedCalendar() {
  const team = await seedTeam("Launch");
  const { api, mia, cole, base, list } = team;
  const task = (title: string, dates: Record<string, string>, assignees: number[]) =>
    apiPost(api, `${base}/tasks`, { task_list_id: list.id, title, assignees, ...dates });
  const overdue = await task("Overdue report", { due_date: day(-1) }, [mia.id]);
  const next = await task("Next steps", { start_at: day(1), due_date: day(2) }, [mia.id]);
  const done = await task("Finished work", { due_date: day(2) }, [mia.id]);
  await apiPost(api, `${base}/tasks/${done.id}/change-status`, { status: 1 });
  const coles = await task("Cole's errand", { due_date: day(1) }, [cole.id]);
  await apiPost(api, `${base}/milestones`, { title: "Go live", achieve_date: day(3) });
  return { ...team, overdue, next, done, coles };
}

test("calendar: the four views, the legend, people filter and a task created from a day", async ({ page }) => {
  const { mia, cole, project } = await seedCalendar();
  await signIn(page, mia.email, mia.password);
  // The month of yesterday holds every seeded day (its grid runs at least five days into the next month).
  await page.goto(`/calendar?date=${day(-1)}`);
  const grid = page.getByTestId("calendar-grid");
  await expect(event(grid, "Overdue report")).toHaveAttribute("data-status", "outstanding");
  await expect(event(grid, "Next steps")).toHaveAttribute("data-status", "incomplete");
  await expect(event(grid, "Finished work")).toHaveAttribute("data-status", "complete");
  await expect(event(grid, "Milestone: Go live")).toHaveAttribute("data-type", "milestone");
  // Only Mia's own tasks: no one chosen means the current user.
  await expect(event(grid, "Cole's errand")).toHaveCount(0);
  await expect(cell(page, day(-1)).getByText("Overdue report")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "calendar-month");

  // The legend hides a kind, and the choice is in the URL: a reload keeps it.
  await page
    .getByRole("group", { name: /Legend/ })
    .getByText("Complete Task", { exact: true })
    .click();
  await expect(event(grid, "Finished work")).toHaveCount(0);
  await expect(page).toHaveURL(/filter=incomplete%2Coutstanding%2Cmilestone/);
  await page.reload();
  await expect(event(grid, "Next steps")).toBeVisible();
  await expect(event(grid, "Finished work")).toHaveCount(0);
  await page
    .getByRole("group", { name: /Legend/ })
    .getByText("Complete Task", { exact: true })
    .click();
  await expect(event(grid, "Finished work")).toBeVisible();

  // Two people, applied with Filter: Cole's task joins Mia's.
  const people = page.getByRole("combobox", { name: "People" });
  await people.click();
  await page.getByRole("option", { name: "Cole Worker" }).click();
  await people.click();
  await page.getByRole("option", { name: "Mia Manager" }).click();
  await page.keyboard.press("Escape");
  await expect(event(grid, "Cole's errand")).toHaveCount(0);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(event(grid, "Cole's errand")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`users=(${cole.id}%2C${mia.id}|${mia.id}%2C${cole.id})`));

  // Week, day timeline and the people's week timeline, each in the URL.
  const views = page.getByRole("radiogroup", { name: "Calendar view" });
  await page.goto(`/calendar?date=${day(1)}&users=${mia.id},${cole.id}`);
  await views.getByText("Week", { exact: true }).click();
  await expect(page).toHaveURL(/view=basicWeek/);
  await expect(event(grid, "Next steps")).toBeVisible();
  await screenshots(page, "calendar-week");
  await views.getByText("Day timeline").click();
  await expect(page).toHaveURL(/view=timelineDay/);
  const timeline = page.getByTestId("user-timeline");
  await expect(
    timeline.getByRole("group", { name: "Cole Worker" }).getByRole("button", { name: "Cole's errand" }),
  ).toBeVisible();
  await expect(
    timeline.getByRole("group", { name: "Mia Manager" }).getByRole("button", { name: "Next steps" }),
  ).toBeVisible();
  await expect(timeline.getByText("23:00")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "calendar-day-timeline");
  await views.getByText("Week timeline").click();
  await expect(page).toHaveURL(/view=timelineWeek/);
  await expect(
    timeline.getByRole("group", { name: "Mia Manager" }).getByRole("button", { name: "Next steps" }),
  ).toBeVisible();
  await screenshots(page, "calendar-people-week");
  // A bar opens its task over the calendar; closing returns to the same calendar.
  await timeline.getByRole("button", { name: "Next steps" }).click();
  const modal = page.getByRole("dialog", { name: "Next steps" });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/calendar/projects/${project.id}/tasks/\\d+\\?.*view=timelineWeek`));
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/calendar\?.*view=timelineWeek/);

  // A click on a day opens 'New Task' for that day; the task shows at once.
  await views.getByText("Month", { exact: true }).click();
  await cell(page, day(5)).click({ position: { x: 20, y: 60 } });
  const dialog = page.getByRole("dialog", { name: "New Task" });
  await expect(dialog.getByRole("combobox", { name: "Project" })).toHaveValue(project.title);
  await expect(dialog.getByRole("combobox", { name: "Task list" })).toHaveValue("Launch");
  await expect(dialog.getByText("Due ")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Task title" }).fill("Planned from the calendar");
  await expectAccessible(page);
  await screenshots(page, "calendar-new-task");
  await dialog.getByRole("button", { name: "Create task" }).click();
  await expect(dialog).toBeHidden();
  await expect(cell(page, day(5)).getByText("Planned from the calendar")).toBeVisible();
});

test("calendar: dragging reschedules (saved after a reload); a refused drag snaps back with the reason", async ({
  page,
}) => {
  const { api, mia, cole, base, next, coles } = await seedCalendar();
  await signIn(page, mia.email, mia.password);
  await page.goto(`/calendar?date=${day(1)}&view=basicWeek`);
  const grid = page.getByTestId("calendar-grid");
  await expect(event(grid, "Next steps")).toBeVisible();
  // Within one week whatever today is: the week view shows the week holding tomorrow, from its first day. The
  // target is that first day, or the next one when tomorrow is the first (a drop on its own day changes nothing).
  const days = await grid.locator("[role=cell][data-date]").evaluateAll((cells) => cells.map((c) => c.dataset.date));
  const target = days.find((d) => d && d !== day(1));
  if (!target) throw new Error("no day cells");
  await drag(page, event(grid, "Next steps"), cell(page, target));
  await expect(page.getByText("The task has been updated successfully.").first()).toBeVisible();
  await page.reload();
  await expect(cell(page, target).getByText("Next steps")).toBeVisible();
  const saved = await (await api.get(`/api/${base}/tasks/${next.id}`)).json();
  expect(saved.data.start_at.date).toBe(target);
  // Two days long before, two days long after.
  const after = new Date(Date.parse(`${target}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  expect(saved.data.due_date.date).toBe(after);

  // Cole may not edit a task Mia made: the server refuses, the event goes back, the reason is shown.
  await page.context().clearCookies();
  await signIn(page, cole.email, cole.password);
  await page.goto(`/calendar?date=${day(1)}&view=basicWeek`);
  const original = cell(page, day(1));
  await expect(original.getByText("Cole's errand")).toBeVisible();
  await drag(page, event(grid, "Cole's errand"), cell(page, target));
  await expect(page.getByText("You have no permission.").first()).toBeVisible();
  await expect(original.getByText("Cole's errand")).toBeVisible();
  await expect(cell(page, target).getByText("Cole's errand")).toHaveCount(0);
  const unchanged = await (await api.get(`/api/${base}/tasks/${coles.id}`)).json();
  expect(unchanged.data.due_date.date).toBe(day(1));
  await screenshots(page, "calendar-refused-drag");
});

test("calendar: copy a task's link, and make, copy and fetch the personal iCal feed", async ({ page, context }) => {
  const { mia, project, next } = await seedCalendar();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await signIn(page, mia.email, mia.password);
  await page.goto(`/projects/${project.id}/calendar?date=${day(1)}&view=basicWeek`);
  await expect(page.getByRole("link", { name: "Calendar" }).first()).toBeVisible();
  const grid = page.getByTestId("calendar-grid");
  await event(grid, "Next steps").getByRole("button", { name: "Copy link to “Next steps”" }).click();
  await expect(page.getByText("Link copied.").first()).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${baseURL}/projects/${project.id}/task-lists/tasks/${next.id}`);

  await page.getByRole("button", { name: "iCal feed" }).click();
  const dialog = page.getByRole("dialog", { name: "Your calendar feed" });
  await expect(dialog.getByText("You have no feed yet.")).toBeVisible();
  await dialog.getByRole("checkbox", { name: "Also the milestones of my projects" }).check();
  await dialog.getByRole("button", { name: "Create the feed address" }).click();
  const address = dialog.getByRole("textbox", { name: "Feed address" });
  await expect(address).toHaveValue(/\/api\/calendar\/feed\/[\w-]{43}\.ics$/);
  await expectAccessible(page);
  await screenshots(page, "calendar-feed");
  await dialog.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toBe(await address.inputValue());

  // A calendar app fetches it without any session (the address names the public URL; this run serves it here).
  const feed = await page.request.fetch(`${baseURL}${new URL(url).pathname}`, { headers: { cookie: "" } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const ics = await feed.text();
  expect(ics).toContain("BEGIN:VCALENDAR");
  expect(ics).toContain("SUMMARY:Next steps");
  expect(ics).toContain("SUMMARY:Milestone: Go live");

  // Revoked, it is gone.
  await dialog.getByRole("button", { name: "Revoke the feed" }).click();
  await expect(page.getByText("Your calendar feed has been revoked.").first()).toBeVisible();
  expect((await page.request.fetch(`${baseURL}${new URL(url).pathname}`)).status()).toBe(404);
});

test("calendar: a duplicated project's task is told apart by its project and list, in the grid and the task", async ({
  page,
}) => {
  const { api, mia, project } = await seedCalendar();
  const copy = await apiPost<{ id: number; title: string }>(api, `pm-pro/v2/duplicate/project/${project.id}`, {});
  await signIn(page, mia.email, mia.password);
  await page.goto(`/calendar?date=${day(1)}&view=basicWeek`);
  const grid = page.getByTestId("calendar-grid");
  const named = (title: string) => grid.getByRole("button", { name: `Next steps — ${title} · Launch`, exact: true });
  // The week shows each one's project and list under its title; both name them in their tooltip and name.
  await expect(named(project.title).first()).toBeVisible();
  await expect(named(copy.title).first()).toBeVisible();
  await expect(named(copy.title).first()).toHaveAttribute("title", `Next steps — ${copy.title} · Launch`);
  await expect(named(copy.title).first()).toContainText(`${copy.title} · Launch`);
  await expectAccessible(page);
  await screenshots(page, "calendar-week-copies");

  // The month keeps one line per event: the place is in the tooltip and the name.
  await page.getByRole("radiogroup", { name: "Calendar view" }).getByText("Month", { exact: true }).click();
  await expect(named(copy.title).first()).toHaveAttribute("title", `Next steps — ${copy.title} · Launch`);
  await expect(grid.getByRole("button", { name: `Milestone: Go live — ${copy.title}`, exact: true })).toHaveCount(1);
  await screenshots(page, "calendar-month-copies");

  // The task opened from the calendar says where it lives.
  await named(copy.title).first().click();
  const modal = page.getByRole("dialog", { name: "Next steps" });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/calendar/projects/${copy.id}/tasks/\\d+`));
  await expect(modal.getByText(`In ${copy.title}, the list Launch`)).toBeVisible();
  await screenshots(page, "calendar-task-copy", { fullPage: false });
  await page.keyboard.press("Escape");

  // The people's timeline names them too.
  await page.goto(`/calendar?date=${day(1)}&view=timelineWeek`);
  await expect(
    page.getByTestId("user-timeline").getByRole("button", { name: `Next steps — ${copy.title} · Launch` }),
  ).toBeVisible();
});

import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { screenshots, signIn } from "../support/journey";
import { adminApi, apiPost, seedTeam } from "../support/seed";

test.describe.configure({ timeout: 120_000 });

const pad = (n: number) => String(n).padStart(2, "0");
/** A calendar day `n` days from today, as the browser (and the server) store it. */
const day = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** A day as the chart's columns show it ("Dec 7"). */
const shortDay = (iso: string) =>
  new Date(`${iso}T12:00:00`).toLocaleDateString("en-US", { month: "short", day: "numeric" });

/** The chart's bar of a task (SVAR marks each with its task's id). */
const bar = (page: Page, id: number) => page.locator(`.wx-bar[data-id="${id}"]`);

/** Drags with the mouse in small steps, as a person would. */
async function dragBy(page: Page, target: Locator, dx: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error("no bar to drag");
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 6 });
  await page.mouse.move(x + dx, y, { steps: 6 });
  await page.mouse.up();
}

/**
 * The page passes axe, the chart library's own grid and timeline markup aside: SVAR's rows carry ARIA attributes
 * their role does not allow and its scrolled timeline takes no focus (issues of the library, not fixable from
 * outside). The page offers every chart action through forms (task, list, link) for keyboard and screen reader.
 * Cairn's own part of the chart (the bar colours and labels) is checked: contrast is judged on the bars.
 */
async function expectAccessibleAroundChart(page: Page) {
  const page_ = await new AxeBuilder({ page })
    .exclude(".mantine-Notifications-root")
    .exclude(".wx-gantt")
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  const bars = await new AxeBuilder({ page })
    .include(".wx-bars")
    .withRules(["color-contrast"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  const bad = [...page_.violations, ...bars.violations].filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(bad.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A task's stored days, read from the API as the admin. */
async function storedDays(projectId: number, taskId: number) {
  const api = await adminApi();
  const res = await api.get(`/api/pm/v2/projects/${projectId}/tasks/${taskId}`);
  const task = (await res.json()).data;
  return [task.start_at?.date ?? null, task.due_date?.date ?? null];
}

test("gantt: bars from the stored days, a drag saved across a reload, a link drawn, and auto-schedule moving a successor", async ({
  page,
}) => {
  const { api, mia, project, base, list } = await seedTeam("Launch");
  const design = await apiPost(api, `${base}/tasks`, {
    task_list_id: list.id,
    title: "Design",
    start_at: day(0),
    due_date: day(2),
  });
  const build = await apiPost(api, `${base}/tasks`, {
    task_list_id: list.id,
    title: "Build",
    start_at: day(3),
    due_date: day(4),
  });
  const ship = await apiPost(api, `${base}/tasks`, {
    task_list_id: list.id,
    title: "Ship",
    start_at: day(8),
    due_date: day(8),
  });
  await apiPost(api, `${base}/tasks`, { task_list_id: list.id, title: "Undated idea" });
  await apiPost(api, `pm-pro/v2/projects/${project.id}/gantt`, { source: design.id, target: build.id, type: 0 });

  await signIn(page, mia.email, mia.password);
  await page.goto(`/projects/${project.id}/task-lists`);
  await page.getByTestId("project-tab-gantt").click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/gantt$`));
  await expect(bar(page, design.id)).toBeVisible();
  // A one-day task is one day wide; a three-day task three days (the due day inclusive).
  const cell = (await bar(page, ship.id).boundingBox())?.width ?? 0;
  expect(cell).toBeGreaterThan(20);
  expect(Math.round(((await bar(page, design.id).boundingBox())?.width ?? 0) / cell)).toBe(3);
  await expectAccessibleAroundChart(page);
  await screenshots(page, "gantt-chart");

  // A drag of two days saves the new days; a reload shows them.
  const saved = page.waitForResponse((r) => r.url().includes(`/tasks/${ship.id}/update`) && r.status() === 200);
  await dragBy(page, bar(page, ship.id), cell * 2);
  await saved;
  expect(await storedDays(project.id, ship.id)).toEqual([day(10), day(10)]);
  await page.reload();
  await expect(bar(page, ship.id)).toBeVisible();
  const shipLeft = (await bar(page, ship.id).boundingBox())?.x ?? 0;
  const designLeft = (await bar(page, design.id).boundingBox())?.x ?? 0;
  expect(Math.round((shipLeft - designLeft) / cell)).toBe(10);

  // A link drawn through the link form (the keyboard's way; the bars' link handles need a mouse).
  await page.getByRole("button", { name: "Link tasks" }).click();
  const form = page.getByTestId("gantt-link-form");
  await form.getByRole("combobox", { name: "First task" }).click();
  await page.getByRole("option", { name: "Build" }).click();
  await form.getByRole("combobox", { name: "Second task" }).click();
  await page.getByRole("option", { name: "Ship" }).click();
  await form.getByRole("button", { name: "Link" }).click();
  await expect(form).toHaveCount(0);
  await expect(page.locator(".wx-line")).toHaveCount(2);
  // A circle is refused with the server's words.
  await page.getByRole("button", { name: "Link tasks" }).click();
  await form.getByRole("combobox", { name: "First task" }).click();
  await page.getByRole("option", { name: "Ship" }).click();
  await form.getByRole("combobox", { name: "Second task" }).click();
  await page.getByRole("option", { name: "Design" }).click();
  await form.getByRole("button", { name: "Link" }).click();
  await expect(
    page.getByText("This link would close a circle of dependencies", { exact: false }).first(),
  ).toBeVisible();
  await screenshots(page, "gantt-link-refused");
  await form.getByRole("button", { name: "Cancel" }).click();

  // Auto-schedule on: Design pushed past Build's start moves Build at once; Ship starts late enough and stays.
  await page.getByRole("switch", { name: "Auto-schedule" }).click();
  await expect(page.getByRole("switch", { name: "Auto-schedule" })).toBeChecked();
  const buildBefore = (await bar(page, build.id).boundingBox())?.x ?? 0;
  const moved = page.waitForResponse((r) => r.url().includes(`/tasks/${design.id}/update`) && r.status() === 200);
  await dragBy(page, bar(page, design.id), cell * 3);
  await moved;
  await expect
    .poll(async () => (await bar(page, build.id).boundingBox())?.x ?? 0)
    .toBeGreaterThan(buildBefore + cell * 2.5);
  await expect(page.getByText("1 following task moved too.")).toBeVisible();
  expect(await storedDays(project.id, design.id)).toEqual([day(3), day(5)]);
  expect(await storedDays(project.id, build.id)).toEqual([day(6), day(7)]);
  expect(await storedDays(project.id, ship.id)).toEqual([day(10), day(10)]);
  await screenshots(page, "gantt-auto-scheduled");

  // The keyboard's way to change days: the Edit task button, the task picked by typing, the days typed.
  await page.getByRole("button", { name: "Edit task" }).focus();
  await page.keyboard.press("Enter");
  const picker = page.getByTestId("gantt-task-picker");
  await picker.getByRole("combobox", { name: "Task" }).fill("Build");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await picker.getByRole("button", { name: "Edit task" }).press("Enter");
  const taskForm = page.getByTestId("gantt-task-form");
  await taskForm.getByRole("textbox", { name: "Due date" }).fill(day(10));
  await taskForm.getByRole("textbox", { name: "Due date" }).press("Tab");
  await taskForm.getByRole("button", { name: "Save" }).click();
  await expect(taskForm).toHaveCount(0);
  expect(await storedDays(project.id, build.id)).toEqual([day(6), day(10)]);
  // Ship waits for Build (linked through the form above): it now starts the day after Build's new due day.
  expect(await storedDays(project.id, ship.id)).toEqual([day(11), day(11)]);
  await expect(page.getByRole("row").filter({ hasText: "Ship" }).first()).toContainText(shortDay(day(11)));
  await screenshots(page, "gantt-task-form-saved");
});

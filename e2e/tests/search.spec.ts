import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, apiPost, createProject, createUser } from "../support/seed";

test.describe.configure({ timeout: 90_000 });

/** A made-up word of letters only, so this run's items are the only ones that match it. */
const word = () =>
  `qu${Array.from({ length: 6 }, () => "bcdfghjklmnprstvwz"[Math.floor(Math.random() * 18)]).join("")}`;

async function seed() {
  const api = await adminApi();
  const mia = await createUser(api, "Mia Manager");
  const project = await createProject(api, [{ user: mia, role: "manager" }], `Search ${word()}`);
  const base = `pm/v2/projects/${project.id}`;
  const key = word();
  const list = await apiPost(api, `${base}/task-lists`, { title: "Party" });
  const balloons = await apiPost(api, `${base}/tasks`, { task_list_id: list.id, title: `Order ${key} balloons` });
  const hall = await apiPost(api, `${base}/tasks`, {
    task_list_id: list.id,
    title: "Book the hall",
    description: `<p>Ask whether the ${key} terrace is free</p>`,
  });
  await apiPost(api, `${base}/milestones`, { title: `${key} day` });
  return { api, mia, project, key, balloons, hall };
}

/** The new tab a result opens (spec: results open in a new tab). */
async function openedTab(page: Page, open: () => Promise<void>) {
  const [tab] = await Promise.all([page.context().waitForEvent("page"), open()]);
  await tab.waitForLoadState();
  return tab;
}

test("global search: Ctrl+K, type, arrow keys, Enter opens the task in a new tab", async ({ page }) => {
  const { mia, project, key, hall } = await seed();
  await signIn(page, mia.email, mia.password);
  await page.goto(`/projects/${project.id}/task-lists`);
  await expect(page.getByRole("region", { name: "Party" })).toBeVisible();

  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Search everything" });
  const input = dialog.getByRole("combobox", { name: /Search tasks/ });
  await expect(input).toBeFocused();
  await input.fill(key);
  const hits = dialog.getByRole("option");
  // The two tasks (title match first, then the one whose text matched), then the milestone.
  await expect(hits).toHaveCount(3);
  await expect(dialog.getByRole("group", { name: "Tasks" }).getByRole("option")).toHaveCount(2);
  await expect(dialog.getByRole("group", { name: "Milestones" })).toContainText(`${key} day`);
  await expect(hits.nth(0)).toHaveAttribute("aria-selected", "true");
  await expect(hits.nth(0).locator("mark")).toHaveText(key);
  await expect(hits.nth(1)).toContainText("Book the hall");
  await expect(hits.nth(1).locator("mark")).toHaveText(key);
  await expectAccessible(page);
  await screenshots(page, "search-palette");

  await input.press("ArrowDown");
  await expect(hits.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(input).toHaveAttribute("aria-activedescendant", (await hits.nth(1).getAttribute("id")) ?? "");
  await input.press("ArrowDown");
  await input.press("ArrowDown");
  await expect(hits.nth(0)).toHaveAttribute("aria-selected", "true");
  await input.press("ArrowUp");
  await input.press("ArrowUp");
  await expect(hits.nth(1)).toHaveAttribute("aria-selected", "true");
  const tab = await openedTab(page, () => input.press("Enter"));
  await expect(tab).toHaveURL(new RegExp(`/projects/${project.id}/task-lists/tasks/${hall.id}$`));
  await expect(tab.getByRole("dialog", { name: "Book the hall" })).toBeVisible();
  await tab.close();
  await expect(dialog).toBeHidden();

  // "/" opens it too (outside a field); a near spelling still finds the balloons, marked.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("/");
  await expect(input).toBeFocused();
  await input.fill("ballons");
  await expect(hits.filter({ hasText: `Order ${key} balloons` })).toHaveCount(1);
  await expect(hits.first().locator("mark")).toHaveText("balloons");
  await input.fill("zzzz nothing like it");
  await expect(dialog.getByText("No result found")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("project search: the result panel, its group checkboxes and 'No result found'", async ({ page }) => {
  const { api, mia, project, key, balloons } = await seed();
  await signIn(page, mia.email, mia.password);
  await page.goto(`/projects/${project.id}/task-lists`);
  const box = page.getByRole("textbox", { name: "Search in this project" });
  const panel = page.getByRole("region", { name: "Search results" });

  // Two characters search nothing; from three, after the pause, the panel opens with Tasks checked.
  await box.fill(key.slice(0, 2));
  await page.waitForTimeout(700);
  await expect(panel).toBeHidden();
  await box.fill(key);
  await expect(panel).toBeVisible();
  const tasks = panel.getByTestId("project-search-group-tasks");
  await expect(tasks.getByRole("option")).toHaveCount(2);
  await expect(panel.getByRole("checkbox", { name: "Tasks" })).toBeChecked();
  await expect(panel.getByRole("checkbox", { name: "Milestones" })).not.toBeChecked();
  const size = await panel.boundingBox();
  expect(size?.width).toBeLessThanOrEqual(288);
  expect(size?.height).toBeLessThanOrEqual(300);

  // Adding a group runs its search; a group with nothing says so.
  await panel.getByRole("checkbox", { name: "Milestones" }).check();
  await expect(panel.getByTestId("project-search-group-milestone").getByRole("option")).toContainText(`${key} day`);
  await panel.getByRole("checkbox", { name: "Messages" }).check();
  await expect(panel.getByTestId("project-search-group-discussion_board")).toContainText("No result found");
  await expectAccessible(page);
  await screenshots(page, "search-project-panel");

  // A result opens in a new tab at its target.
  const link = tasks.getByRole("option", { name: new RegExp(`Order ${key} balloons`) });
  await expect(link).toHaveAttribute("target", "_blank");
  const tab = await openedTab(page, () => link.click());
  await expect(tab).toHaveURL(new RegExp(`/projects/${project.id}/task-lists/tasks/${balloons.id}$`));
  await tab.close();

  await panel.getByRole("checkbox", { name: "Tasks" }).uncheck();
  await expect(panel.getByTestId("project-search-group-tasks")).toHaveCount(0);
  await panel.getByRole("button", { name: "Close the results" }).click();
  await expect(panel).toBeHidden();

  // Switched off on the Modules screen, both boxes are gone; switched on, back.
  await apiPost(api, "pm-pro/v2/module-update", { module: "search", type: "deactivate" });
  await page.reload();
  await expect(page.getByRole("heading", { name: project.title })).toBeVisible();
  await expect(box).toHaveCount(0);
  await expect(page.getByTestId("global-search")).toHaveCount(0);
  await apiPost(api, "pm-pro/v2/module-update", { module: "search", type: "activate" });
  await page.reload();
  await expect(box).toBeVisible();
  await expect(page.getByTestId("global-search")).toBeVisible();
});

import { expect, type Page, test } from "@playwright/test";
import { createDoc, uploadFile } from "../support/files";
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

/** The new tab a result opens (spec: the project panel's results; the palette's with Ctrl+Enter). */
async function openedTab(page: Page, open: () => Promise<void>) {
  const [tab] = await Promise.all([page.context().waitForEvent("page"), open()]);
  await tab.waitForLoadState();
  return tab;
}

test("global search: Ctrl+K, type, arrow keys; Enter opens the task here, Ctrl+Enter in a new tab", async ({
  page,
}) => {
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
  // Ctrl+Enter: a new tab, this one stays where it was.
  const tab = await openedTab(page, () => input.press("Control+Enter"));
  await expect(tab).toHaveURL(new RegExp(`/projects/${project.id}/task-lists/tasks/${hall.id}$`));
  await expect(tab.getByRole("dialog", { name: "Book the hall" })).toBeVisible();
  await tab.close();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/task-lists$`));

  // Enter: the same tab, no other page opened.
  const pages = page.context().pages().length;
  await page.keyboard.press("Control+k");
  await input.fill(key);
  await expect(hits).toHaveCount(3);
  await input.press("ArrowDown");
  await input.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/task-lists/tasks/${hall.id}$`));
  await expect(page.getByRole("dialog", { name: "Book the hall" })).toBeVisible();
  expect(page.context().pages()).toHaveLength(pages);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Book the hall" })).toBeHidden();

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

test("global search: a duplicated project's task is told apart by its project; a doc and a file are found", async ({
  page,
}) => {
  const { api, mia, project, key } = await seed();
  const doc = await createDoc(api, project.id, { title: `The ${key} handbook`, description: "<p>How we plan</p>" });
  const file = await uploadFile(api, project.id, {
    name: `${key}_budget-2027.txt`,
    mimeType: "text/plain",
    buffer: Buffer.from("numbers"),
  });
  const copy = await apiPost<{ id: number; title: string }>(api, `pm-pro/v2/duplicate/project/${project.id}`, {});
  await signIn(page, mia.email, mia.password);
  await page.goto("/projects");
  await page.getByTestId("global-search").click();
  const dialog = page.getByRole("dialog", { name: "Search everything" });
  const input = dialog.getByRole("combobox", { name: /Search tasks/ });
  await input.fill(`${key} balloons`);
  const tasks = dialog.getByRole("group", { name: "Tasks" }).getByRole("option");
  // The same task in the project and in its copy, each naming its project and list.
  await expect(tasks).toHaveCount(2);
  await expect(tasks.filter({ hasText: `${project.title} · Party` })).toHaveCount(1);
  await expect(tasks.filter({ hasText: `${copy.title} · Party` })).toHaveCount(1);
  await expect(tasks.filter({ hasText: `${copy.title} · Party` })).toContainText(`Order ${key} balloons`);

  // The files area's doc and upload, in groups of their own, each with its project (the copy's too).
  await input.fill(key);
  const docs = dialog.getByRole("group", { name: "Docs" }).getByRole("option");
  await expect(docs).toHaveCount(2);
  await expect(docs.filter({ hasText: project.title }).first()).toContainText(`The ${key} handbook`);
  const files = dialog.getByRole("group", { name: "Files" }).getByRole("option");
  await expect(files.filter({ hasText: `${key}_budget-2027.txt` })).toHaveCount(2);
  // A file's name is found by one of its words too.
  await input.fill("budget");
  await expect(files.filter({ hasText: `${key}_budget-2027.txt` })).toHaveCount(2);
  await input.fill(key);
  await expect(docs).toHaveCount(2);
  await expectAccessible(page);
  await screenshots(page, "search-palette-context", { fullPage: false });

  // Enter opens the original's doc in this tab, over its project's files page.
  const original = docs.filter({ hasText: `${project.title}` }).filter({ hasNotText: copy.title });
  await original.hover();
  await expect(original).toHaveAttribute("aria-selected", "true");
  await input.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/files/0/doc/${doc.id}$`));
  await expect(page.getByTestId("file-modal")).toContainText(`The ${key} handbook`);
  await page.keyboard.press("Escape");

  // The upload opens likewise.
  await page.getByTestId("global-search").click();
  await input.fill(key);
  const upload = files.filter({ hasText: `${project.title}` }).filter({ hasNotText: copy.title });
  await upload.click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/files/0/files/${file.id}$`));
  await expect(page.getByTestId("file-modal")).toBeVisible();
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

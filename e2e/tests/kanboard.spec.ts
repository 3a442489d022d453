import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectAccessible, screenshotDir, screenshots, signIn } from "../support/journey";
import { apiPost, seedTeam } from "../support/seed";

test.describe.configure({ timeout: 120_000 });

/** What dnd-kit's live region says to screen readers during a keyboard drag. */
const announced = (page: Page) => page.locator("[role=status][aria-live]");
const column = (page: Page, title: string) => page.getByRole("region", { name: `Column ${title}` });
const cardTitles = (region: Locator) => region.getByTestId("kanboard-card").locator("a");

/** The List | Board switch of the task lists and the board. */
const view = (page: Page, name: "List" | "Board") =>
  page.getByRole("radiogroup", { name: "Show the tasks as" }).locator("label", { hasText: new RegExp(`^${name}$`) });

/** Drags with the mouse in small steps, as a person would, so dnd-kit sees the pointer cross the columns. */
async function drag(page: Page, handle: Locator, target: Locator) {
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("nothing to drag");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + Math.min(60, to.height / 2), { steps: 25 });
  await page.mouse.up();
}

test("kanboard: the board's cards, a drag to Done completes the task in the list view, and back again", async ({
  page,
}) => {
  const { api, mia, cole, project, base, list } = await seedTeam("Launch");
  const label = await apiPost(api, `pm-pro/v2/projects/${project.id}/settings/labels`, {
    title: "Urgent",
    color: "#c92a2a",
  });
  const notes = await apiPost(api, `${base}/tasks`, { task_list_id: list.id, title: "Write the notes" });
  const tag = await apiPost(api, `${base}/tasks`, {
    task_list_id: list.id,
    title: "Tag the build",
    assignees: [cole.id, mia.id],
    due_date: "2021-03-01",
  });
  await apiPost(api, `${base}/tasks/${tag.id}/update`, { task_labels: [label.id] });
  await apiPost(api, `${base}/comments`, { content: "<p>Soon</p>", commentable_type: "task", commentable_id: tag.id });
  await apiPost(api, `pm-pro/v2/tasks/${tag.id}/sub-tasks`, { title: "Pick the version" });

  await signIn(page, mia.email, mia.password);
  await page.goto(`/projects/${project.id}/task-lists`);
  await page.getByTestId("project-tab-kanboard").click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/kanboard$`));
  await expect(page.getByTestId("kanboard-column")).toHaveCount(4);
  const open = column(page, "Open");
  await expect(cardTitles(open)).toHaveText(["Tag the build", "Write the notes"]);
  // A card: its people, its due date in red (past, not done), its label, its sub-tasks and comments.
  const tagCard = open.getByTestId("kanboard-card").filter({ hasText: "Tag the build" });
  await expect(tagCard.getByRole("img", { name: "Cole Worker" })).toBeVisible();
  await expect(tagCard.getByTestId("due-date")).toHaveAttribute("data-overdue", "true");
  await expect(tagCard.getByTestId("label-chip")).toHaveText("Urgent");
  await expect(tagCard.getByRole("img", { name: "0 of 1 sub-tasks done" })).toBeVisible();
  await expect(tagCard).toContainText("1 comment");
  await expectAccessible(page);
  await screenshots(page, "kanboard-board");

  // A drag with the mouse to Done: the task is complete, in the list view too.
  await drag(page, open.getByRole("button", { name: "Move the card Write the notes" }), column(page, "Done"));
  await expect(cardTitles(column(page, "Done"))).toHaveText(["Write the notes"]);
  await expect(cardTitles(open)).toHaveText(["Tag the build"]);
  await view(page, "List").click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/task-lists$`));
  const launch = page.getByRole("region", { name: "Launch" });
  await expect(launch.getByTestId("task-row").filter({ hasText: "Write the notes" })).toHaveCount(0);
  await expect(launch.getByRole("button", { name: "Completed (1)" })).toBeVisible();

  // Completed in the list view, a task's card goes to Done on the board, without a reload.
  await launch.getByRole("checkbox", { name: "Mark “Tag the build” complete" }).click();
  await expect(launch.getByRole("button", { name: "Completed (2)" })).toBeVisible();
  await view(page, "Board").click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/kanboard$`));
  await expect(cardTitles(column(page, "Done"))).toHaveText(["Tag the build", "Write the notes"]);
  await expect(cardTitles(open)).toHaveCount(0);
  // The board is now Mia's view of this project: the Task Lists tab opens it.
  await page.getByTestId("project-tab-task-lists").click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/kanboard$`));

  // A card opens its task over the board (kanboard_single_task), and closes back to it.
  await column(page, "Done").getByRole("link", { name: "Write the notes" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/kanboard/tasks/${notes.id}$`));
  const modal = page.getByRole("dialog", { name: "Write the notes" });
  await expect(modal).toBeVisible();
  await modal.getByRole("checkbox", { name: "Reopen “Write the notes”" }).click();
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(cardTitles(column(page, "In Progress"))).toHaveText(["Write the notes"]);

  // A task's address in the lists (a search hit, a shared link) opens it over her board.
  await page.goto(`/projects/${project.id}/task-lists/tasks/${tag.id}`);
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/kanboard/tasks/${tag.id}$`));
  await expect(page.getByRole("dialog", { name: "Tag the build" })).toBeVisible();
});

test("kanboard: a card moved with the keyboard alone, heard by screen readers; a refused drop comes back", async ({
  page,
}) => {
  const { api, cole, project, base, list } = await seedTeam("Sprint");
  await apiPost(api, `${base}/tasks`, { task_list_id: list.id, title: "Fix the login" });
  await apiPost(api, `${base}/tasks`, { task_list_id: list.id, title: "Plan the demo" });
  await signIn(page, cole.email, cole.password);
  await page.goto(`/projects/${project.id}/kanboard`);
  const open = column(page, "Open");
  await expect(cardTitles(open)).toHaveText(["Plan the demo", "Fix the login"]);

  const handle = open.getByRole("button", { name: "Move the card Fix the login" });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(announced(page)).toHaveText("Picked up Fix the login.");
  await page.keyboard.press("ArrowUp");
  await expect(announced(page)).toHaveText("Fix the login is next to “Plan the demo” in Open.");
  await page.keyboard.press("ArrowRight");
  await expect(announced(page)).toHaveText(/Fix the login is (in|next to .* in) In Progress\./);
  await page.keyboard.press("Space");
  await expect(announced(page)).toHaveText(/Fix the login was dropped (in|next to .* in) In Progress\./);
  await expect(cardTitles(column(page, "In Progress"))).toHaveText(["Fix the login"]);
  await expect(cardTitles(open)).toHaveText(["Plan the demo"]);
  // The server has it there too.
  await page.reload();
  await expect(cardTitles(column(page, "In Progress"))).toHaveText(["Fix the login"]);
  await page.screenshot({ path: path.join(screenshotDir, "kanboard-keyboard.png"), fullPage: true });

  // Cole may not complete a task he neither made nor works on: the drop to Done is refused and undone.
  await apiPost(api, `${base}/tasks`, { task_list_id: list.id, title: "Not his" });
  await page.reload();
  const theirs = column(page, "Open").getByRole("button", { name: "Move the card Not his" });
  await theirs.focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(announced(page)).toHaveText(/Not his is (in|next to .* in) Done\./);
  await page.keyboard.press("Space");
  await expect(page.getByText("You have no permission.")).toBeVisible();
  await expect(cardTitles(column(page, "Open"))).toContainText(["Not his"]);
  await expect(cardTitles(column(page, "Done"))).toHaveCount(0);
});

test("kanboard: search a column, load more, add a task in a column, manage a column", async ({ page }) => {
  const { api, mia, project, base, list } = await seedTeam("Backlog");
  for (let i = 1; i <= 53; i++) {
    await apiPost(api, `${base}/tasks`, { task_list_id: list.id, title: `Item ${String(i).padStart(2, "0")}` });
  }
  await signIn(page, mia.email, mia.password);
  await page.goto(`/projects/${project.id}/kanboard`);
  const open = column(page, "Open");
  await expect(open.getByTestId("kanboard-card")).toHaveCount(50);
  await open.getByRole("button", { name: "Load more (3 more)" }).click();
  await expect(open.getByTestId("kanboard-card")).toHaveCount(53);
  await expect(open.getByRole("button", { name: /Load more/ })).toHaveCount(0);

  // The search and the action menu are never open together.
  await open.getByRole("button", { name: "Search the column Open" }).click();
  await expect(open.getByRole("button", { name: "Actions for the column Open" })).toHaveCount(0);
  const field = open.getByRole("searchbox", { name: "Find cards in Open" });
  await field.fill("Item 1");
  // Debounced: the results come without Enter.
  await expect(open.getByTestId("column-search-results").getByTestId("kanboard-card")).toHaveCount(10);
  await expect(cardTitles(open.getByTestId("column-search-results")).first()).toHaveText("Item 19");
  await screenshots(page, "kanboard-search");
  await open.getByRole("button", { name: "Close the search" }).click();
  await expect(open.getByTestId("kanboard-card")).toHaveCount(53);

  // A task made in the Overdue column, once however often the button is pressed.
  const overdue = column(page, "Overdue");
  await overdue.getByRole("button", { name: "Add task (Overdue)" }).click();
  const form = overdue.getByTestId("new-card-form");
  await form.getByRole("textbox", { name: "Task title" }).fill("Call the printer");
  await form.getByLabel("Assignee").click();
  await page.getByRole("option", { name: "Mia Manager" }).click();
  await form.getByRole("button", { name: "Add" }).dblclick();
  await expect(cardTitles(overdue)).toHaveText(["Call the printer"]);
  await expect(overdue.getByRole("img", { name: "Mia Manager" })).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Task title" })).toHaveValue("");
  await page.reload();
  await expect(cardTitles(column(page, "Overdue"))).toHaveText(["Call the printer"]);

  // The manager renames a column and adds one.
  const menu = column(page, "Overdue").getByRole("button", { name: "Actions for the column Overdue" });
  await menu.click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  const title = page.getByRole("textbox", { name: "Column title" });
  await title.fill("Waiting");
  await title.press("Enter");
  await expect(column(page, "Waiting")).toBeVisible();
  await page.getByRole("button", { name: "Add column" }).click();
  await page.getByRole("textbox", { name: "New column" }).fill("Review");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByTestId("kanboard-column")).toHaveCount(5);
  // Added at the end of the board, the new column is scrolled into view.
  await expect(column(page, "Review")).toBeInViewport();

  // Its colour and automation: the people of a `users` column join the tasks that land in it.
  await column(page, "Review").getByRole("button", { name: "Actions for the column Review" }).click();
  await page.getByRole("menuitem", { name: "Colour and automation" }).click();
  const settings = page.getByRole("dialog", { name: "Column “Review”" });
  await settings.getByRole("combobox", { name: "Automation" }).click();
  await page.getByRole("option", { name: "Assign people to tasks that land here" }).click();
  await settings.getByLabel("People").click();
  await page.getByRole("option", { name: "Mia Manager" }).click();
  await settings.getByRole("textbox", { name: "Header colour" }).click();
  await page.getByRole("button", { name: "#1971c2" }).click();
  await page.screenshot({ path: path.join(screenshotDir, "kanboard-column-settings.png") });
  await settings.getByRole("button", { name: "Save" }).click();
  await expect(settings).toBeHidden();
  await expect(column(page, "Review").locator("[data-coloured]")).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: path.join(screenshotDir, "kanboard-columns.png"), fullPage: true });

  // A column moved with the keyboard, past its left neighbour; the order is kept by the server.
  const headings = page.getByTestId("kanboard-column").locator("h3");
  await expect(headings).toHaveText(["Open", "In Progress", "Done", "Waiting", "Review"]);
  await page.getByRole("button", { name: "Move the column Review" }).focus();
  await page.keyboard.press("Space");
  await expect(announced(page)).toHaveText("Picked up Review.");
  await page.keyboard.press("ArrowLeft");
  await expect(announced(page)).toHaveText("Review is beside the column Waiting.");
  await page.keyboard.press("Space");
  await expect(headings).toHaveText(["Open", "In Progress", "Done", "Review", "Waiting"]);
  await page.reload();
  await expect(headings).toHaveText(["Open", "In Progress", "Done", "Review", "Waiting"]);
});

test("kanboard: saving an 'assign people' rule says how many cards already there get them; Cancel keeps the old rule", async ({
  page,
}) => {
  const { api, mia, cole, project, base, list } = await seedTeam("Crew");
  const board = await api.get(`/api/pm-pro/v2/projects/${project.id}/kanboard`);
  const overdueId = ((await board.json()).data as { id: number; title: string }[]).find(
    (c) => c.title === "Overdue",
  )?.id;
  // Two cards already in the column: one of them already Cole's.
  for (const [title, assignees] of [
    ["Chase the invoice", [cole.id]],
    ["Book the venue", []],
  ] as const) {
    await apiPost(api, `${base}/tasks`, { title, task_list_id: list.id, assignees, kan_board_id: overdueId });
  }
  await signIn(page, mia.email, mia.password);
  await page.goto(`/projects/${project.id}/kanboard`);
  const overdue = column(page, "Overdue");
  await expect(cardTitles(overdue)).toHaveText(["Book the venue", "Chase the invoice"]);

  const openSettings = async () => {
    await overdue.getByRole("button", { name: "Actions for the column Overdue" }).click();
    await page.getByRole("menuitem", { name: "Colour and automation" }).click();
    return page.getByRole("dialog", { name: "Column “Overdue”" });
  };
  const choosePeople = async (settings: Locator, names: string[]) => {
    await settings.getByRole("combobox", { name: "Automation" }).click();
    await page.getByRole("option", { name: "Assign people to tasks that land here" }).click();
    await settings.getByLabel("People").click();
    for (const name of names) await page.getByRole("option", { name }).click();
    await page.keyboard.press("Escape");
  };
  let settings = await openSettings();
  await choosePeople(settings, ["Cole Worker", "Mia Manager"]);
  await expect(settings.getByText("Cards already in this column get them too when you save.")).toBeVisible();
  await settings.getByRole("button", { name: "Save" }).click();
  const confirm = page.getByRole("dialog", { name: "Assign these people?" });
  // Both cards lack Mia: both will change.
  await expect(confirm).toContainText("2 cards already in this column will get these people.");
  await expectAccessible(page);
  await screenshots(page, "kanboard-assign-confirm", { fullPage: false });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  // Nothing was saved: the settings stay open as they were typed; closed and opened again, the old rule.
  await expect(settings).toBeVisible();
  await settings.getByRole("button", { name: "Cancel" }).click();
  await expect(settings).toBeHidden();
  await expect(overdue.getByRole("img", { name: "Mia Manager" })).toHaveCount(0);
  settings = await openSettings();
  await expect(settings.getByRole("combobox", { name: "Automation" })).toHaveValue("None");
  await settings.getByRole("button", { name: "Cancel" }).click();
  await page.reload();
  await expect(column(page, "Overdue").getByRole("img", { name: "Mia Manager" })).toHaveCount(0);

  // Confirmed, both cards get Mia at once (Cole only the card that lacked him).
  settings = await openSettings();
  await choosePeople(settings, ["Cole Worker", "Mia Manager"]);
  await settings.getByRole("button", { name: "Save" }).click();
  await page.getByRole("dialog", { name: "Assign these people?" }).getByRole("button", { name: "Confirm" }).click();
  await expect(settings).toBeHidden();
  await expect(column(page, "Overdue").getByRole("img", { name: "Mia Manager" })).toHaveCount(2);
  await expect(column(page, "Overdue").getByRole("img", { name: "Cole Worker" })).toHaveCount(2);
  await screenshots(page, "kanboard-assign-saved", { fullPage: false });
  await api.dispose();
});

import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";

// Long journeys with several accessibility scans and screenshots.
test.describe.configure({ timeout: 90_000 });

import { adminApi, apiPost, createProject, createUser } from "../support/seed";

/** Mona manages, Carl works on a project with one discussion (seeded through the API). */
async function discussionOfTwo(title: string) {
  const api = await adminApi();
  const mona = await createUser(api, "Mona Manager");
  const carl = await createUser(api, "Carl Coworker");
  const project = await createProject(api, [
    { user: mona, role: "manager" },
    { user: carl, role: "co_worker" },
  ]);
  const discussion = await apiPost(api, `pm/v2/projects/${project.id}/discussion-boards`, { title });
  return { api, mona, carl, project, discussion };
}

test("comments on a discussion: empty refused, bold and @mention, notify, edit, file download, delete", async ({
  page,
}) => {
  const { api, mona, carl, project, discussion } = await discussionOfTwo("Release plan");
  const tasksPath = `pm/v2/projects/${project.id}/tasks`;
  await apiPost(api, tasksPath, { task_list_id: project.inbox_list_id, title: "Write changelog" });
  await apiPost(api, tasksPath, { task_list_id: project.inbox_list_id, title: "Write upgrade notes" });

  await signIn(page, carl.email, carl.password);
  await page.goto(`/projects/${project.id}/discussions/${discussion.id}`);
  await expect(page.getByTestId("comments-empty")).toBeVisible();
  const form = page.getByTestId("comment-form");
  const add = form.getByRole("button", { name: "Add" });
  const editor = form.getByRole("textbox", { name: "Comment" });

  // Spec §5: a comment is sent only when its content is not empty (spaces do not count).
  await expect(add).toBeDisabled();
  await editor.click();
  await page.keyboard.type("   ");
  await expect(add).toBeDisabled();
  await page.keyboard.press("Control+Enter");
  await expect(page.getByTestId("comment")).toHaveCount(0);

  await page.keyboard.press("Control+b");
  await page.keyboard.type("Ship it");
  await page.keyboard.press("Control+b");
  await page.keyboard.type(" on Friday, ");
  await page.keyboard.type("@Mon");
  const suggestions = page.getByTestId("mention-suggestions");
  await expect(suggestions.getByRole("option", { name: "@Mona Manager" })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Enter");
  await expect(suggestions).toBeHidden();
  await page.keyboard.type("please review ");

  // #-mentions offer tasks; the arrow keys move through them.
  await page.keyboard.type("#Write");
  const taskOptions = suggestions.getByRole("option");
  await expect(taskOptions).toHaveCount(2);
  await expect(taskOptions.nth(0)).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowDown");
  await expect(taskOptions.nth(1)).toHaveAttribute("aria-selected", "true");
  await screenshots(page, "comments-mentions");
  const picked = (await taskOptions.nth(1).locator("p").first().textContent()) ?? "";
  await page.keyboard.press("Enter");
  await expect(suggestions).toBeHidden();

  await form.locator('input[type="file"]').setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("release notes v1"),
  });
  await expect(form.getByText("notes.txt")).toBeVisible();
  await form.getByRole("combobox", { name: "Notify users" }).click();
  await page.getByRole("option", { name: "Mona Manager" }).click();
  await page.keyboard.press("Escape");
  await expectAccessible(page);
  await expect(add).toBeEnabled();
  await add.click();

  const comment = page.getByTestId("comment");
  await expect(comment).toHaveCount(1);
  await expect(comment.locator("strong")).toHaveText("Ship it");
  await expect(comment.locator('[data-type="mention"]')).toHaveText("@Mona Manager");
  // A task mention links to the task.
  await expect(comment.getByRole("link", { name: picked })).toHaveAttribute("href", /\/task-lists\/tasks\/\d+$/);
  await expect(form.getByText("notes.txt")).toBeHidden();
  await expect(add).toBeDisabled();
  const commentId = Number(await comment.getAttribute("data-comment-id"));
  const stored = await (await api.get(`/api/pm/v2/projects/${project.id}/comments/${commentId}`)).json();
  expect(stored.data.mentioned_users).toEqual([mona.id]);
  expect(stored.data.notify_users).toEqual([mona.id]);

  // The attachment downloads with its bytes.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    comment.getByRole("link", { name: "Download notes.txt" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("notes.txt");
  expect(fs.readFileSync(await download.path(), "utf8")).toBe("release notes v1");
  await expectAccessible(page);
  await screenshots(page, "comments-thread");

  // Edit in place.
  await comment.getByRole("button", { name: "Edit comment" }).click();
  const editForm = page.getByTestId("comment-edit-form");
  const editEditor = editForm.getByRole("textbox", { name: "Comment" });
  await editEditor.click();
  await page.keyboard.press("Control+a");
  await page.keyboard.type("Ship it on Monday instead.");
  await screenshots(page, "comments-edit");
  await editForm.getByRole("button", { name: "Update comment" }).click();
  await expect(editForm).toBeHidden();
  await expect(comment).toContainText("Ship it on Monday instead.");
  await expect(comment.getByRole("link", { name: "Download notes.txt" })).toBeVisible();

  // Delete asks first; Cancel keeps it.
  await comment.getByRole("button", { name: "Delete comment" }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(comment).toHaveCount(1);
  await comment.getByRole("button", { name: "Delete comment" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("comments-empty")).toBeVisible();
});

test("a co-worker cannot delete another member's comment", async ({ page }) => {
  const { api, carl, project, discussion } = await discussionOfTwo("Budget");
  const theirs = await apiPost(api, `pm/v2/projects/${project.id}/comments`, {
    content: "<p>The manager's word</p>",
    commentable_type: "discussion_board",
    commentable_id: discussion.id,
  });

  await signIn(page, carl.email, carl.password);
  await page.goto(`/projects/${project.id}/discussions/${discussion.id}`);
  const comment = page.getByTestId("comment");
  await expect(comment).toContainText("The manager's word");
  await expect(comment.getByRole("button", { name: "Delete comment" })).toHaveCount(0);
  await expect(comment.getByRole("button", { name: "Edit comment" })).toHaveCount(0);

  // The server refuses too, whatever the screen shows.
  const refused = await page.request.post(`/api/pm/v2/projects/${project.id}/comments/${theirs.id}/delete`);
  expect(refused.status()).toBe(403);
  await page.reload();
  await expect(comment).toContainText("The manager's word");
});

test("a long thread shows its newest 20 and loads the older ones on request, by keyboard too", async ({ page }) => {
  const { api, carl, project, discussion } = await discussionOfTwo("Long talk");
  const commentsPath = `pm/v2/projects/${project.id}/comments`;
  for (let n = 1; n <= 25; n++) {
    const content = `<p>Comment number ${n}</p>`;
    await apiPost(api, commentsPath, { content, commentable_type: "discussion_board", commentable_id: discussion.id });
  }

  await signIn(page, carl.email, carl.password);
  await page.goto(`/projects/${project.id}/discussions/${discussion.id}`);
  const thread = page.getByTestId("comment-thread");
  const comment = thread.getByTestId("comment");
  await expect(thread.getByRole("heading", { name: "Comments (25)" })).toBeVisible();
  await expect(comment).toHaveCount(20);
  await expect(comment.first()).toContainText("Comment number 6");
  await expect(comment.last()).toContainText("Comment number 25");
  const older = thread.getByRole("button", { name: "Load 5 older comments" });
  await expect(thread.getByText("Showing the latest 20 of 25")).toBeVisible();

  // Reached with Tab like any button (bounded: the shell's menus come first).
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  for (let i = 0; i < 80 && !(await older.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(older).toBeFocused();
  await expectAccessible(page);
  await screenshots(page, "comments-load-older");

  // While the older page travels the button says so, stays focused and ignores another press.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/comments\?.*before=/, async (route) => {
    await held;
    await route.continue();
  });
  await page.keyboard.press("Enter");
  const loading = thread.getByRole("button", { name: "Loading older comments…" });
  await expect(loading).toHaveAttribute("aria-busy", "true");
  await expect(loading).toBeFocused();
  await screenshots(page, "comments-loading-older");
  release();
  await expect(comment).toHaveCount(25);
  await expect(comment.first()).toContainText("Comment number 1");
  await expect(comment.nth(5)).toContainText("Comment number 6");
  await expect(thread.getByTestId("comments-load-older")).toHaveCount(0);
  // The button is gone: the keyboard lands on the oldest comment, not on the page's top.
  await expect(comment.first()).toBeFocused();
  await page.unroute(/\/comments\?.*before=/);

  // A new comment shows at once at the bottom, older ones stay loaded.
  const form = page.getByTestId("comment-form");
  await form.getByRole("textbox", { name: "Comment" }).click();
  await page.keyboard.type("Comment number 26");
  await form.getByRole("button", { name: "Add" }).click();
  await expect(comment).toHaveCount(26);
  await expect(comment.last()).toContainText("Comment number 26");
  await expect(thread.getByRole("heading", { name: "Comments (26)" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "comments-all-loaded");

  // Every thread is the same component: a task's shows its newest 20 too.
  const task = await apiPost(api, `pm/v2/projects/${project.id}/tasks`, {
    task_list_id: project.inbox_list_id,
    title: "Busy task",
  });
  for (let n = 1; n <= 21; n++) {
    await apiPost(api, commentsPath, {
      content: `<p>Task note ${n}</p>`,
      commentable_type: "task",
      commentable_id: task.id,
    });
  }
  await page.goto(`/projects/${project.id}/task-lists/tasks/${task.id}`);
  await expect(comment).toHaveCount(20);
  await expect(comment.first()).toContainText("Task note 2");
  await thread.getByRole("button", { name: "Load 1 older comment" }).click();
  await expect(comment).toHaveCount(21);
  await expect(comment.first()).toContainText("Task note 1");
});

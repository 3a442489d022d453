import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";

// Long journeys with several accessibility scans and screenshots.
test.describe.configure({ timeout: 90_000 });

import { adminApi, apiPost, createProject, createUser } from "../support/seed";

test("comments on a discussion: empty refused, bold and @mention, notify, edit, file download, delete", async ({
  page,
}) => {
  const api = await adminApi();
  const mona = await createUser(api, "Mona Manager");
  const carl = await createUser(api, "Carl Coworker");
  const project = await createProject(api, [
    { user: mona, role: "manager" },
    { user: carl, role: "co_worker" },
  ]);
  const discussion = await apiPost(api, `pm/v2/projects/${project.id}/discussion-boards`, { title: "Release plan" });
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
  const api = await adminApi();
  const mona = await createUser(api, "Mona Manager");
  const carl = await createUser(api, "Carl Coworker");
  const project = await createProject(api, [
    { user: mona, role: "manager" },
    { user: carl, role: "co_worker" },
  ]);
  const discussion = await apiPost(api, `pm/v2/projects/${project.id}/discussion-boards`, { title: "Budget" });
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

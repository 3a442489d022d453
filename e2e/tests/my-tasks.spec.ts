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

test("My Tasks groups the user's tasks across projects into overdue, current and completed", async ({ page }) => {
  const api = await adminApi();
  const mia = await createUser(api, "Mia Mytasks");
  const other = await createUser(api, "Olaf Other");
  const alpha = await createProject(api, [
    { user: mia, role: "co_worker" },
    { user: other, role: "co_worker" },
  ]);
  const beta = await createProject(api, [{ user: mia, role: "co_worker" }]);
  const task = (projectId: number, title: string, extra: Record<string, unknown> = {}) =>
    apiPost(api, `pm/v2/projects/${projectId}/tasks`, { title, assignees: [mia.id], ...extra });
  const tag = unique();
  const late = await task(alpha.id, `Late report ${tag}`, { due_date: day(-3) });
  await task(beta.id, `Today's call ${tag}`, { due_date: day(0) });
  await task(alpha.id, `Next week plan ${tag}`, { due_date: day(7) });
  await task(beta.id, `Someday idea ${tag}`);
  const done = await task(alpha.id, `Finished draft ${tag}`, { due_date: day(-5) });
  await apiPost(api, `pm/v2/projects/${alpha.id}/tasks/${done.id}/change-status`, { status: 1 });
  await apiPost(api, `pm/v2/projects/${alpha.id}/tasks`, {
    title: `Not hers ${tag}`,
    assignees: [other.id],
    due_date: day(-1),
  });
  await api.dispose();

  await signIn(page, mia.email, mia.password);
  await page.getByRole("link", { name: "My Tasks" }).click();
  await expect(page).toHaveURL(/\/my-tasks$/);
  await expect(page.getByRole("heading", { name: "My Tasks", level: 1 })).toBeVisible();

  const titles = (group: string) => page.getByTestId(`group-${group}`).getByTestId("my-task").getByRole("link");
  const overdue = page.getByTestId("group-overdue");
  await expect(overdue.getByTestId("my-task")).toHaveCount(1);
  await expect(overdue).toContainText(`Late report ${tag}`);
  await expect(overdue).toContainText(alpha.title);
  await expect(page.getByTestId("group-current").getByTestId("my-task")).toHaveCount(3);
  // Earliest due first; undated last.
  await expect(titles("current").filter({ hasText: tag })).toHaveText([
    `Today's call ${tag}`,
    `Next week plan ${tag}`,
    `Someday idea ${tag}`,
  ]);
  await expect(page.getByTestId("group-current")).toContainText("No due date");
  await expect(page.getByTestId("group-completed").getByTestId("my-task")).toHaveCount(1);
  await expect(page.getByTestId("group-completed")).toContainText(`Finished draft ${tag}`);
  await expect(page.getByText(`Not hers ${tag}`)).toHaveCount(0);

  // Each task links to its page in its project.
  await expect(page.getByRole("link", { name: `Late report ${tag}` })).toHaveAttribute(
    "href",
    `/projects/${alpha.id}/task-lists/tasks/${late.id}`,
  );
  await expectAccessible(page);
  await screenshots(page, "my-tasks");
});

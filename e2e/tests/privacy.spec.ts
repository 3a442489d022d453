import { type APIRequestContext, expect, type Page, request, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, createProject, createUser, type SeededUser } from "../support/seed";

const list = (page: Page, title: string) => page.getByRole("region", { name: title });

/** An API session as one seeded user, so the private task is the manager's own. */
async function apiAs(user: SeededUser): Promise<APIRequestContext> {
  const ctx = await request.newContext({ baseURL });
  const res = await ctx.post("/api/auth/login", { data: { email: user.email, password: user.password } });
  expect(res.ok()).toBe(true);
  return ctx;
}

async function post(api: APIRequestContext, path: string, data: unknown): Promise<{ id: number }> {
  const res = await api.post(`/api/${path}`, { data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data;
}

test("privacy: a client never sees a private task; a co-worker with view_private_task does", async ({ page }) => {
  test.setTimeout(90_000);
  const admin = await adminApi();
  const mia = await createUser(admin, "Mia Manager");
  const cole = await createUser(admin, "Cole Worker");
  const cleo = await createUser(admin, "Cleo Client");
  const project = await createProject(admin, [
    { user: mia, role: "manager" },
    { user: cole, role: "co_worker" },
    { user: cleo, role: "client" },
  ]);
  const base = `pm/v2/projects/${project.id}`;
  const manager = await apiAs(mia);
  const work = await post(manager, `${base}/task-lists`, { title: "Work" });
  await post(manager, `${base}/tasks`, { task_list_id: work.id, title: "Public task" });
  const secret = await post(manager, `${base}/tasks`, { task_list_id: work.id, title: "Secret task", privacy: true });
  const secretUrl = `/projects/${project.id}/task-lists/tasks/${secret.id}`;

  // The client: not in the list, not by its address, not through the API; and no privacy checkbox.
  await signIn(page, cleo.email, cleo.password);
  await page.goto(`/projects/${project.id}/task-lists`);
  await expect(list(page, "Work").getByRole("link", { name: "Public task" })).toBeVisible();
  await expect(page.getByText("Secret task")).toHaveCount(0);
  await expect(list(page, "Work")).toContainText("0 of 1 done");
  await list(page, "Work").getByRole("button", { name: "Add task" }).click();
  await expect(list(page, "Work").getByRole("textbox", { name: "Task title" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Make this private." })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "privacy-client");
  await page.goto(secretUrl);
  await expect(page.getByRole("dialog", { name: "This task was not found." })).toBeVisible();
  await expect(page.getByText("Secret task")).toHaveCount(0);
  const clientApi = page.request;
  expect((await clientApi.get(`/api/${base}/tasks/${secret.id}`)).status()).toBe(404);

  // The co-worker (view_private_task by default) sees it, with its lock, and may open it.
  await page.context().clearCookies();
  await signIn(page, cole.email, cole.password);
  await page.goto(`/projects/${project.id}/task-lists`);
  const row = list(page, "Work").getByTestId("task-row").filter({ hasText: "Secret task" });
  await expect(row).toBeVisible();
  await expect(row.getByRole("img", { name: "Private" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "privacy-coworker");
  await page.goto(secretUrl);
  const modal = page.getByRole("dialog", { name: "Secret task" });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole("img", { name: "Private" })).toBeVisible();
  await expectAccessible(page);
});

import { expect, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, apiPost, createProject, createUser } from "../support/seed";

test.describe.configure({ timeout: 90_000 });

test("project settings: managers only; a client refused a capability loses the new-task form", async ({
  page,
  browser,
}) => {
  const api = await adminApi();
  const mona = await createUser(api, "Mona Manager");
  const carl = await createUser(api, "Carl Coworker");
  const cleo = await createUser(api, "Cleo Client");
  const project = await createProject(api, [
    { user: mona, role: "manager" },
    { user: carl, role: "co_worker" },
    { user: cleo, role: "client" },
  ]);
  const list = await apiPost(api, `pm/v2/projects/${project.id}/task-lists`, { title: "Launch" });
  const settingsUrl = `/projects/${project.id}/settings`;

  // The client, in a browser of her own: she may add tasks, has no Settings entry, and the URL sends her away.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signIn(client, cleo.email, cleo.password);
  await client.goto(`/projects/${project.id}/task-lists`);
  const launchCard = client.getByTestId("task-list").filter({ hasText: "Launch" });
  await expect(launchCard.getByRole("button", { name: "Add task" })).toBeVisible();
  await expect(client.getByRole("link", { name: "Settings" })).toHaveCount(0);
  await client.goto(settingsUrl);
  await expect(client).toHaveURL(new RegExp(`/projects/${project.id}/task-lists$`));

  // The manager finds Settings last in the project menu, Integrations first (integrations.spec.ts uses them).
  await signIn(page, mona.email, mona.password);
  await page.goto(`/projects/${project.id}/overview`);
  const tabs = page.getByRole("navigation", { name: "Project" }).getByRole("link");
  await expect(tabs.last()).toHaveText("Settings");
  await tabs.last().click();
  await expect(page).toHaveURL(new RegExp(`${settingsUrl}$`));
  const sections = page.getByRole("tablist", { name: "Settings sections" });
  await expect(sections.getByRole("tab")).toHaveText([
    "Integrations",
    "Capabilities",
    "Task labels",
    "Custom fields",
    "Webhooks",
  ]);
  await expect(page.getByRole("tab", { name: "Integrations" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("integration-slack")).toContainText("Slack");
  await expect(page.getByTestId("integration-git")).toContainText("GitHub / Bitbucket");
  await expect(page.getByRole("tabpanel").getByRole("switch")).toHaveCount(2);
  await expectAccessible(page);
  await screenshots(page, "project-settings-integrations");

  // Capabilities: a table of Co-worker and Client checkboxes, grouped as the spec says.
  await page.getByRole("tab", { name: "Capabilities" }).click();
  const form = page.getByTestId("capabilities-form");
  await expect(form.locator("thead").getByRole("columnheader")).toHaveText(["Capability", "Co-worker", "Client"]);
  for (const group of ["Message", "Todo List", "Todo", "Milestone", "Files"]) {
    await expect(form.getByRole("columnheader", { name: group, exact: true })).toBeVisible();
  }
  const clientCreateTask = form.getByRole("checkbox", { name: "Client: Create tasks", exact: true });
  await expect(clientCreateTask).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Client: See private tasks", exact: true })).not.toBeChecked();
  await expect(form.getByRole("checkbox", { name: "Co-worker: See private tasks", exact: true })).toBeChecked();
  await clientCreateTask.uncheck();
  await expectAccessible(page);
  await screenshots(page, "project-settings-capabilities");
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/pm/v2/projects/${project.id}/settings`) && r.request().method() === "POST",
  );
  await form.getByRole("button", { name: "Save Changes" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole("alert").filter({ hasText: /saved/i })).toBeVisible();

  // The chosen tab is remembered; the saved flags come back from the server.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Capabilities" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("checkbox", { name: "Client: Create tasks", exact: true })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Client: Create milestones", exact: true })).toBeChecked();

  // The client no longer sees the form, and the server refuses her task.
  await client.goto(`/projects/${project.id}/task-lists`);
  await expect(launchCard).toBeVisible();
  await expect(client.getByRole("button", { name: "Add task" })).toHaveCount(0);
  const refused = await client.request.post(`/api/pm/v2/projects/${project.id}/tasks`, {
    data: { task_list_id: list.id, title: "Sneaky task" },
  });
  expect(refused.status()).toBe(403);
  // A co-worker keeps the right.
  await clientContext.close();
  const coworkerContext = await browser.newContext();
  const coworker = await coworkerContext.newPage();
  await signIn(coworker, carl.email, carl.password);
  await coworker.goto(`/projects/${project.id}/task-lists`);
  await expect(
    coworker.getByTestId("task-list").filter({ hasText: "Launch" }).getByRole("button", { name: "Add task" }),
  ).toBeVisible();
  await coworkerContext.close();
});

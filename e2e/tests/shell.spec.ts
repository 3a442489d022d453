import { expect, test } from "@playwright/test";
import { ADMIN } from "../support/admin";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, apiPost, createProject, createUser, unique } from "../support/seed";

test("a project's overview shows its counts, recent activity and members inside the project shell", async ({
  page,
}) => {
  const api = await adminApi();
  const cleo = await createUser(api, "Cleo Coworker");
  const finn = await createUser(api, "Finn Client");
  const project = await createProject(
    api,
    [
      { user: cleo, role: "co_worker" },
      { user: finn, role: "client" },
    ],
    `Overview ${unique()}`,
  );
  const base = `pm/v2/projects/${project.id}`;
  const list = await apiPost(api, `${base}/task-lists`, { title: "Launch checklist" });
  const first = await apiPost(api, `${base}/tasks`, { title: "Book the venue", task_list_id: list.id });
  await apiPost(api, `${base}/tasks`, { title: "Print posters", task_list_id: list.id });
  await apiPost(api, `${base}/tasks/${first.id}/change-status`, { status: 1 });
  await apiPost(api, `${base}/discussion-boards`, { title: "Kick-off notes" });
  await apiPost(api, `${base}/milestones`, { title: "Beta", achieve_date: "2030-01-15" });
  await api.dispose();

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.getByRole("link", { name: project.title }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/overview$`));
  await expect(page.getByRole("heading", { name: project.title, level: 1 })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Project" });
  await expect(menu.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");

  // Counts come from the project's meta.
  await expect(page.getByTestId("count-Task lists")).toContainText("1");
  await expect(page.getByTestId("count-Tasks")).toContainText("2");
  await expect(page.getByTestId("count-Tasks")).toContainText("1 done");
  await expect(page.getByTestId("count-Discussions")).toContainText("1");
  await expect(page.getByTestId("count-Milestones")).toContainText("1");
  await expect(page.getByTestId("count-Files")).toContainText("0");
  await expect(page.getByTestId("count-Members")).toContainText("3");

  // Members with their roles.
  const members = page.getByTestId("member");
  await expect(members).toHaveCount(3);
  await expect(members.filter({ hasText: ADMIN.name })).toContainText("Manager");
  await expect(members.filter({ hasText: cleo.display_name })).toContainText("Co-worker");
  await expect(members.filter({ hasText: finn.display_name })).toContainText("Client");

  // Recent activity as sentences, newest first.
  const activity = page.getByTestId("activity-list");
  await expect(activity).toContainText(`${ADMIN.name} created the project ${project.title}.`);
  await expect(activity).toContainText(`${ADMIN.name} created the milestone Beta.`);
  await expectAccessible(page);
  await screenshots(page, "shell-overview");

  // On a phone the project menu scrolls inside its strip; the page itself does not scroll sideways.
  await page.setViewportSize({ width: 375, height: 740 });
  const strip = await menu.evaluate((el) => {
    const before = { client: el.clientWidth, scroll: el.scrollWidth, overflow: getComputedStyle(el).overflowX };
    el.scrollLeft = 10_000;
    return { ...before, scrolled: el.scrollLeft };
  });
  expect(strip.client).toBeLessThanOrEqual(375);
  expect(strip.overflow).toBe("auto");
  if (strip.scroll > strip.client) expect(strip.scrolled).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The skip link and the project menu are keyboard reachable.
  await page.goto(`/projects/${project.id}/overview`);
  await expect(page.getByRole("heading", { name: project.title, level: 1 })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await menu.getByRole("link", { name: "Overview" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/overview$`));
});

test("an unknown project says so inside the shell", async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/projects/999999/overview");
  await expect(page.getByText("This page does not exist.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to projects" })).toBeVisible();
  await expectAccessible(page);
});

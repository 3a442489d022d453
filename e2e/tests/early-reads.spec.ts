import { expect, test } from "@playwright/test";
import { ADMIN } from "../support/admin";
import { screenshots, signIn } from "../support/journey";
import { adminApi, apiPost, createProject, unique } from "../support/seed";

/**
 * A full page load starts the first screen's reads from the boot script (web/src/boot.ts), before the app's
 * bundle runs; the app takes those answers instead of asking again. Every read goes out once.
 */
test("a reloaded task-lists page reads each thing once, the boot's reads going out before the app's code", async ({
  page,
}) => {
  const api = await adminApi();
  const project = await createProject(api, [], `Early reads ${unique()}`);
  const list = await apiPost(api, `pm/v2/projects/${project.id}/task-lists`, { title: "Launch checklist" });
  await apiPost(api, `pm/v2/projects/${project.id}/tasks`, { title: "Book the venue", task_list_id: list.id });
  await api.dispose();
  await signIn(page, ADMIN.email, ADMIN.password);

  const reads: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/")) reads.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  await page.goto(`/projects/${project.id}/task-lists`);
  await expect(page.getByText("Book the venue")).toBeVisible();
  await page.waitForLoadState("networkidle");

  const first = [
    "GET /api/auth/me",
    "GET /api/pm-pro/v2/module-lists",
    `GET /api/pm/v2/projects/${project.id}`,
    `GET /api/pm/v2/projects/${project.id}/task-lists?with=incomplete_tasks&status=1&page=1&per_page=15&tasks_per_page=20`,
  ];
  for (const read of first)
    expect(
      reads.filter((r) => r === read),
      read,
    ).toHaveLength(1);
  const duplicates = reads.filter((r, i) => reads.indexOf(r) !== i);
  expect(duplicates).toEqual([]);

  // The boot ran, and the lists' read went out before the app's bundle had started its own work.
  const timing = await page.evaluate(() => {
    const boot = performance.getEntriesByName("cairn:boot")[0]?.startTime ?? null;
    const lists = performance.getEntriesByType("resource").find((e) => e.name.includes("/task-lists?"))?.startTime;
    return { boot, lists };
  });
  expect(timing.boot).not.toBeNull();
  expect(timing.lists).toBeLessThanOrEqual((timing.boot ?? 0) + 1);
  await screenshots(page, "early-reads-task-lists");
});

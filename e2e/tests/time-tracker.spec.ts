import { expect, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { apiPost, seedTeam } from "../support/seed";

test.describe.configure({ timeout: 90_000 });

const clockText = /^\d+:\d{2}:\d{2}$/;

test("time tracker: start on a row, reload, see it in the header, stop it; add time by hand; delete it", async ({
  page,
}) => {
  const { api, mia, cole, project, base, list } = await seedTeam("Build");
  const task = await apiPost(api, `${base}/tasks`, {
    task_list_id: list.id,
    title: "Write the importer",
    assignees: [cole.id],
  });
  const other = await apiPost(api, `${base}/tasks`, {
    task_list_id: list.id,
    title: "Review the docs",
    assignees: [mia.id],
  });

  await signIn(page, cole.email, cole.password);
  await page.goto(`/projects/${project.id}/task-lists`);
  const board = page.getByRole("region", { name: "Build" });
  const row = board.getByTestId("task-row").filter({ hasText: "Write the importer" });
  // Only his task offers him a timer.
  await expect(
    board.getByTestId("task-row").filter({ hasText: "Review the docs" }).getByTestId("row-timer"),
  ).toHaveCount(0);
  await row.getByRole("button", { name: "Start the timer on “Write the importer”" }).click();

  // The header names the task and counts; so does the row.
  const chip = page.getByTestId("running-timer");
  await expect(chip.getByRole("link", { name: "Write the importer" })).toBeVisible();
  await expect(chip.getByTestId("running-timer-clock")).toHaveText(clockText);
  await expect(row.getByTestId("row-timer")).toHaveAttribute("data-running", "true");

  // A reload (or a closed tab) does not stop it: it is a row in the database.
  await page.reload();
  await expect(chip.getByRole("link", { name: "Write the importer" })).toBeVisible();
  const first = await chip.getByTestId("running-timer-clock").textContent();
  await expect(chip.getByTestId("running-timer-clock")).not.toHaveText(first ?? "");
  await expectAccessible(page);
  await screenshots(page, "time-tracker-running");

  // The chip follows him to another page and stops the timer there.
  await page.goto("/projects");
  await expect(chip).toBeVisible();
  await chip.getByRole("button", { name: /^Stop the timer on “Write the importer”/ }).click();
  await expect(chip).toBeHidden();

  // In the task: his log, then time added by hand, with the total per person.
  await page.goto(`/projects/${project.id}/task-lists/tasks/${task.id}`);
  const modal = page.getByRole("dialog", { name: "Write the importer" });
  const section = modal.getByRole("region", { name: "Time" });
  await expect(section.getByTestId("time-logs").getByRole("row")).toHaveCount(1);
  const form = section.getByRole("form", { name: "Add time" });
  await form.getByLabel("Date").fill("2026-03-02");
  await form.getByRole("textbox", { name: "Time (H:mm)" }).fill("1:5");
  await form.getByRole("button", { name: "Add time" }).click();
  await expect(form.getByText("Enter the time as H:mm, for example 1:30.")).toBeVisible();
  await form.getByRole("textbox", { name: "Time (H:mm)" }).fill("1:30");
  await form.getByRole("button", { name: "Add time" }).click();
  await expect(section.getByTestId("time-logs").getByRole("row")).toHaveCount(2);
  await expect(section.getByTestId("time-per-user")).toContainText(/Cole Worker: 1:3\d/);
  await expect(section.getByTestId("tracked-time")).toContainText(/^1:3\d/);
  await expectAccessible(page);
  await screenshots(page, "time-tracker-task");

  // Deleting the hand-added log, confirmed.
  await section.getByRole("button", { name: /^Delete 1:30 of/ }).click();
  await page.getByRole("dialog", { name: "Are you sure" }).getByRole("button", { name: "Delete" }).click();
  await expect(section.getByTestId("time-logs").getByRole("row")).toHaveCount(1);
  expect(other.id).toBeGreaterThan(0);
});

test("time tracker: a refused start is a sticky warning with a close button", async ({ page }) => {
  const { api, mia, cole, project, base, list } = await seedTeam("Build");
  const task = await apiPost(api, `${base}/tasks`, { task_list_id: list.id, title: "Pack", assignees: [cole.id] });
  await signIn(page, cole.email, cole.password);
  await page.goto(`/projects/${project.id}/task-lists/tasks/${task.id}`);
  const modal = page.getByRole("dialog", { name: "Pack" });
  await expect(modal.getByTestId("task-timer")).toBeVisible();
  // Meanwhile the manager takes him off the task.
  await apiPost(api, `${base}/tasks/${task.id}/update`, { assignees: [mia.id] });
  await modal.getByTestId("task-timer").click();
  const toast = page.locator(".mantine-Notification-root").filter({ hasText: "You are not assigned to this task." });
  await expect(toast).toBeVisible();
  await page.waitForTimeout(7000);
  await expect(toast).toBeVisible();
  await screenshots(page, "time-tracker-refused");
  await toast.getByRole("button").click();
  await expect(toast).toBeHidden();
});

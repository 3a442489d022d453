import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectAccessible, screenshotDir, screenshots, signIn } from "../support/journey";
import { adminApi, apiPost, createProject, createUser } from "../support/seed";

test.describe.configure({ timeout: 150_000 });

/** The task's modal and its time section, opened by address. */
async function openTask(page: Page, projectId: number, taskId: number, title: string) {
  await page.goto(`/projects/${projectId}/task-lists/tasks/${taskId}`);
  const modal = page.getByRole("dialog", { name: title });
  return { modal, time: modal.getByRole("region", { name: "Time" }) };
}

/** The time section as a 390 px phone shows it: the full-page capture of a modal stops at its first screen. */
async function phoneSection(page: Page, section: Locator, name: string) {
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: path.join(screenshotDir, `${name}.section.390.png`) });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name}: the page scrolls sideways on a phone`).toBeLessThanOrEqual(1);
  if (desktop) await page.setViewportSize(desktop);
}

test("billable time: a task made billable, time tracked on it, billed on an invoice, marked billed; assign yourself to track", async ({
  page,
  browser,
}) => {
  const api = await adminApi();
  const mia = await createUser(api, "Mia Manager");
  const cole = await createUser(api, "Cole Worker");
  const ada = await createUser(api, "Ada Helper");
  const cleo = await createUser(api, "Cleo Client");
  const project = await createProject(api, [
    { user: mia, role: "manager" },
    { user: cole, role: "co_worker" },
    { user: ada, role: "co_worker" },
    { user: cleo, role: "client" },
  ]);
  const base = `pm/v2/projects/${project.id}`;
  const list = await apiPost(api, `${base}/task-lists`, { title: "Build" });
  const title = "Write the importer";
  const task = await apiPost(api, `${base}/tasks`, { task_list_id: list.id, title, assignees: [cole.id] });
  await api.dispose();
  await page.setViewportSize({ width: 1440, height: 900 });

  // The manager marks the task billable in its side panel.
  await signIn(page, mia.email, mia.password);
  const asMia = await openTask(page, project.id, task.id, title);
  const billable = asMia.modal.getByRole("switch", { name: /^Billable Time tracked on it/ });
  await expect(billable).not.toBeChecked();
  await billable.click();
  await expect(billable).toBeChecked();

  // The co-worker adds time by hand: billable as the task is; one entry he keeps off the bill.
  const coleContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const colePage = await coleContext.newPage();
  await signIn(colePage, cole.email, cole.password);
  const asCole = await openTask(colePage, project.id, task.id, title);
  const form = asCole.time.getByRole("form", { name: "Add time" });
  await expect(form.getByRole("checkbox", { name: "Billable" })).toBeChecked();
  for (const [day, time] of [
    ["2026-03-02", "1:30"],
    ["2026-03-03", "0:45"],
    ["2026-03-04", "2:00"],
  ]) {
    await form.getByLabel("Date").fill(day);
    await form.getByRole("textbox", { name: "Time (H:mm)" }).fill(time);
    await form.getByRole("button", { name: "Add time" }).click();
    await expect(form.getByRole("textbox", { name: "Time (H:mm)" })).toHaveValue("");
  }
  const logs = asCole.time.getByTestId("time-logs");
  await expect(logs.getByRole("row")).toHaveCount(3);
  const logSwitch = (day: RegExp) => logs.getByRole("switch", { name: day });
  await logSwitch(/time of \D*4, 2026$/).click();
  await expect(logSwitch(/time of \D*4, 2026$/)).not.toBeChecked();
  await expectAccessible(colePage);
  await screenshots(colePage, "billable-time-logs");
  await phoneSection(colePage, asCole.time, "billable-time-logs");

  // The manager bills part of it: a new invoice, 'Add unbilled time', the logs picked, at a rate.
  await page.goto(`/projects/${project.id}/invoices`);
  await page.getByRole("link", { name: "New invoice" }).click();
  await page.getByRole("combobox", { name: "Client" }).click();
  await page.getByRole("option", { name: "Cleo Client" }).click();
  await page.getByLabel("Title").fill("March work");
  await page.getByRole("button", { name: "Add unbilled time" }).click();
  const chooser = page.getByRole("dialog", { name: "Add unbilled time" });
  const group = chooser.getByRole("group", { name: title });
  // The entry kept off the bill is not offered.
  await expect(group.getByRole("checkbox")).toHaveCount(3);
  await group.getByRole("checkbox", { name: /^Cole Worker, .*: 1:30$/ }).check();
  await chooser.getByRole("textbox", { name: "Rate per hour" }).fill("40");
  await expect(chooser.getByTestId("unbilled-summary")).toHaveText("1 entry chosen · 1:30 h");
  await expectAccessible(page);
  await screenshots(page, "billable-time-unbilled");
  await chooser.getByRole("button", { name: "Add 1 line" }).click();
  await expect(chooser).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Task 1" })).toHaveValue(title);
  await expect(page.getByRole("textbox", { name: "Hours 1" })).toHaveValue("1.5");
  await page.getByRole("button", { name: "Save invoice" }).click();
  await expect(page).toHaveURL(/\/invoices\/\d+$/);
  await expect(page.getByText(/60\.00/).first()).toBeVisible();
  const invoiceUrl = page.url();

  // The billed log is marked in the task, linking to its invoice for the manager; the rest stays unbilled.
  const again = await openTask(page, project.id, task.id, title);
  const billed = again.time.getByRole("link", { name: "Billed on the invoice “March work”" });
  await expect(billed).toBeVisible();
  await expect(again.time.getByTestId("log-billed").filter({ visible: true })).toHaveCount(1);

  // The co-worker sees it billed, without the invoice he may not read, and can no longer delete it.
  await colePage.reload();
  await expect(asCole.time.getByTestId("log-billed").filter({ visible: true })).toHaveText("Billed");
  await expect(asCole.time.getByRole("link", { name: /^Billed/ })).toHaveCount(0);
  await expect(asCole.time.getByRole("button", { name: /^Delete 1:30 of/ })).toHaveCount(0);
  await expect(asCole.time.getByRole("button", { name: /^Delete 0:45 of/ })).toBeVisible();
  await phoneSection(colePage, asCole.time, "billable-time-billed-coworker");
  await coleContext.close();

  // A co-worker not assigned, who may not change the task's people, is told why he cannot track time.
  const adaContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const adaPage = await adaContext.newPage();
  await signIn(adaPage, ada.email, ada.password);
  const asAda = await openTask(adaPage, project.id, task.id, title);
  await expect(asAda.time.getByTestId("assign-to-track")).toHaveText(
    "Only people assigned to this task can track time on it. Ask a manager or the task's creator to assign you.",
  );
  await expect(asAda.modal.getByTestId("task-timer")).toHaveCount(0);
  await phoneSection(adaPage, asAda.time, "billable-time-not-assigned");
  await adaContext.close();

  // The manager, not assigned either, assigns herself and starts her timer in one go.
  await expect(again.modal.getByTestId("task-timer")).toHaveCount(0);
  const offer = again.time.getByTestId("assign-to-track");
  await expect(offer).toContainText("Assign yourself to track time");
  await expectAccessible(page);
  await screenshots(page, "billable-time-billed");
  await phoneSection(page, again.time, "billable-time-billed");
  await offer.getByRole("button", { name: "Assign me and start" }).click();
  await expect(again.modal.getByRole("button", { name: new RegExp(`^Stop the timer on “${title}”`) })).toBeVisible();
  await expect(page.getByTestId("running-timer")).toBeVisible();
  await expect(offer).toHaveCount(0);
  await screenshots(page, "billable-time-assigned");

  // The billed link leads to the invoice.
  await billed.click();
  await expect(page).toHaveURL(invoiceUrl);
});

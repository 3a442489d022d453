import { expect, test } from "@playwright/test";
import { WEBHOOK_EVENTS } from "../../packages/shared/src/webhook-events";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, createProject, createUser } from "../support/seed";
import { signatureValid, startWebhookReceiver, WEBHOOK_RECEIVER_PORT } from "../support/webhook-receiver";

test.describe.configure({ timeout: 120_000 });

test("a global manager adds a webhook, copies its secret once, sends a test event and sees it in the log", async ({
  page,
}) => {
  const receiver = await startWebhookReceiver();
  try {
    const api = await adminApi();
    const gwen = await createUser(api, "Gwen Global", { manager: true });
    await api.dispose();

    await signIn(page, gwen.email, gwen.password);
    await page.goto("/settings");
    await page.getByRole("tab", { name: "Webhooks" }).click();
    await expect(page).toHaveURL(/\/settings\/webhooks$/);
    const panel = page.getByTestId("webhooks");
    await expect(panel.getByText("No webhooks yet.")).toBeVisible();

    // A private address is refused under its field, with the server's words.
    await panel.getByRole("button", { name: "+ Add webhook" }).click();
    const dialog = page.getByRole("dialog", { name: "New webhook" });
    await dialog.getByLabel("Payload URL").fill("https://10.0.0.8/hook");
    await dialog.getByRole("button", { name: "Save webhook" }).click();
    const refusal = "Cairn only calls public addresses over https: 10.0.0.8 is a private address.";
    await expect(dialog.getByText(refusal)).toBeVisible();
    expect(await page.getByText(refusal).count()).toBe(1);
    await screenshots(page, "webhooks-form");

    // Events are grouped by item; at least one is needed.
    await expect(dialog.getByRole("group", { name: "Events to send" })).toContainText("Milestones");
    await dialog.getByLabel("Payload URL").fill(receiver.url("/cairn"));
    await dialog.getByLabel("Description").fill("Build server");
    await dialog.getByRole("checkbox", { name: "project.created" }).check();
    await dialog.getByRole("button", { name: "Save webhook" }).click();
    await expect(dialog).toBeHidden();

    // The secret, once.
    const secretDialog = page.getByRole("dialog", { name: "Signing secret" });
    await expect(secretDialog.getByText(/shown only this once/)).toBeVisible();
    const secret = (await secretDialog.getByTestId("webhook-secret").textContent()) ?? "";
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{44}$/);
    await expect(secretDialog.getByRole("button", { name: "Copy" })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, "webhooks-secret");
    await secretDialog.getByRole("button", { name: "I have copied it" }).click();
    await expect(secretDialog).toBeHidden();
    await expect(page.getByText(secret)).toHaveCount(0);

    const row = panel.getByTestId("webhook-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(receiver.url("/cairn"));
    await expect(row).toContainText("4 events");
    await expect(row.getByRole("switch")).toBeChecked();

    // A test event, through the queue, signed; then it is in the log.
    await row.getByRole("button", { name: "Action" }).click();
    await page.getByRole("menuitem", { name: "Send test event" }).click();
    await expect(page.getByText("A test event is on its way.").first()).toBeVisible();
    const log = panel.getByTestId("webhook-deliveries");
    const deliveries = log.getByTestId("webhook-delivery-row");
    await expect(deliveries).toHaveCount(1, { timeout: 20_000 });
    await expect(deliveries.first()).toContainText("ping");
    await expect(deliveries.first()).toContainText("200 · Delivered");
    expect(receiver.received).toHaveLength(1);
    expect(signatureValid(secret, receiver.received[0])).toBe(true);
    expect(JSON.parse(receiver.received[0].body)).toMatchObject({
      type: "ping",
      actor: { display_name: "Gwen Global" },
    });

    // Resend: the same message again, a second attempt.
    await deliveries
      .first()
      .getByRole("button", { name: /^Resend the ping delivery/ })
      .click();
    await expect(deliveries).toHaveCount(2, { timeout: 20_000 });
    await expect(deliveries.first()).toContainText("2");
    expect(receiver.received[1].headers["webhook-id"]).toBe(receiver.received[0].headers["webhook-id"]);
    await expect(row).toContainText("200");
    await expectAccessible(page);
    await screenshots(page, "webhooks-log");

    // Paused from the list; deleted after a confirmation.
    await row.getByRole("switch").click({ force: true });
    await expect(row.getByRole("switch")).not.toBeChecked();
    await row.getByRole("button", { name: "Action" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: /delete/i })
      .click();
    await expect(panel.getByText("No webhooks yet.")).toBeVisible();
  } finally {
    await receiver.close();
  }
});

test("a project manager keeps his project's webhooks in its settings; a co-worker has no such tab", async ({
  page,
}) => {
  const api = await adminApi();
  const pam = await createUser(api, "Pam Projectlead");
  const cody = await createUser(api, "Cody Coworker");
  const project = await createProject(api, [
    { user: pam, role: "manager" },
    { user: cody, role: "co_worker" },
  ]);
  await api.dispose();

  await signIn(page, pam.email, pam.password);
  await page.goto(`/projects/${project.id}/settings`);
  await page.getByRole("tab", { name: "Webhooks" }).click();
  const panel = page.getByTestId("webhooks");
  await expect(panel.getByText("No webhooks yet.")).toBeVisible();
  await expect(panel.getByText(/each change in this project/)).toBeVisible();
  await panel.getByRole("button", { name: "+ Add webhook" }).click();
  const dialog = page.getByRole("dialog", { name: "New webhook" });
  await dialog.getByLabel("Payload URL").fill("https://127.0.0.1/hook");
  await dialog.getByRole("checkbox", { name: "task.created" }).uncheck();
  await dialog.getByRole("checkbox", { name: "task.updated" }).uncheck();
  await dialog.getByRole("checkbox", { name: "task.completed" }).uncheck();
  await dialog.getByRole("button", { name: "Save webhook" }).click();
  await expect(dialog.getByText("Choose at least one event.")).toBeVisible();
  // Checked once the button is back from its loading state (a faded label while it spins).
  await expect(dialog.getByRole("button", { name: "Save webhook" })).not.toHaveAttribute("data-loading");
  await page.mouse.move(0, 0);
  await expectAccessible(page);

  // Every control away from its default (paused, so nothing is sent), saved, and kept over a reload.
  const url = `http://127.0.0.1:${WEBHOOK_RECEIVER_PORT}/project-hook`;
  const chosen = ["task.deleted", "comment.created", "time.logged"];
  await dialog.getByLabel("Payload URL").fill(url);
  await dialog.getByLabel("Description").fill("Release notes bot");
  for (const event of chosen) await dialog.getByRole("checkbox", { name: event }).check();
  await dialog.getByRole("switch", { name: "Active" }).uncheck({ force: true });
  await dialog.getByRole("button", { name: "Save webhook" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("dialog", { name: "Signing secret" }).getByRole("button", { name: "I have copied it" }).click();
  await page.reload();
  const row = panel.getByTestId("webhook-row");
  await expect(row).toContainText(url);
  await expect(row).toContainText("Release notes bot");
  await expect(row).toContainText("3 events");
  await expect(row.getByRole("switch", { name: `Send deliveries to ${url}` })).not.toBeChecked();
  await row.getByRole("button", { name: "Action" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit webhook" });
  await expect(edit.getByLabel("Payload URL")).toHaveValue(url);
  await expect(edit.getByLabel("Description")).toHaveValue("Release notes bot");
  for (const event of WEBHOOK_EVENTS) {
    const box = edit.getByRole("checkbox", { name: event, exact: true });
    await expect(box).toBeChecked({ checked: chosen.includes(event) });
  }
  await expect(edit.getByRole("switch", { name: "Active" })).not.toBeChecked();

  // Edited, every control again: the edit is kept too.
  const edited = `${url}-v2`;
  const nowChosen = ["task.created", "task.deleted", "comment.created"];
  await edit.getByLabel("Payload URL").fill(edited);
  await edit.getByLabel("Description").fill("Changelog bot");
  await edit.getByRole("checkbox", { name: "task.created", exact: true }).check();
  await edit.getByRole("checkbox", { name: "time.logged", exact: true }).uncheck();
  await edit.getByRole("switch", { name: "Active" }).check({ force: true });
  await edit.getByRole("button", { name: "Save webhook" }).click();
  await expect(edit).toBeHidden();
  await page.reload();
  await expect(row).toContainText(edited);
  await expect(row).toContainText("Changelog bot");
  await expect(row.getByRole("switch", { name: `Send deliveries to ${edited}` })).toBeChecked();
  await row.getByRole("button", { name: "Action" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await expect(edit.getByLabel("Payload URL")).toHaveValue(edited);
  await expect(edit.getByLabel("Description")).toHaveValue("Changelog bot");
  for (const event of WEBHOOK_EVENTS) {
    await expect(edit.getByRole("checkbox", { name: event, exact: true })).toBeChecked({
      checked: nowChosen.includes(event),
    });
  }
  await expect(edit.getByRole("switch", { name: "Active" })).toBeChecked();
  await edit.getByRole("button", { name: "Cancel" }).click();

  await page.context().clearCookies();
  await signIn(page, cody.email, cody.password);
  await page.goto(`/projects/${project.id}/settings`);
  await expect(page.getByRole("tab", { name: "Webhooks" })).toHaveCount(0);
});

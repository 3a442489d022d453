import { expect, test } from "@playwright/test";
import { ADMIN } from "../support/admin";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, createUser } from "../support/seed";

test("a member switches his e-mail notifications; a manager sees that mail is off and no job failed", async ({
  page,
}) => {
  const api = await adminApi();
  const member = await createUser(api, "Nora Notify");
  await api.dispose();

  await signIn(page, member.email, member.password);
  // The link at the foot of every mail.
  await page.goto("/profile#notifications");
  const card = page.getByRole("region", { name: "E-mail notifications" });
  await expect(card).toBeVisible();
  // `npm start` with nothing configured sends no mail: the member is told his choices wait for it.
  await expect(card.getByTestId("mail-off")).toBeVisible();
  const updates = card.getByRole("switch", { name: "A task of mine changes" });
  await expect(updates).toBeChecked();
  await updates.click({ force: true });
  await expect(page.getByText("Notification settings saved.").first()).toBeVisible();
  await expect(updates).not.toBeChecked();

  // All mail off greys out the rest but keeps their values.
  const master = card.getByRole("switch", { name: "All e-mail from Cairn" });
  await master.click({ force: true });
  await expect(master).not.toBeChecked();
  await expect(card.getByRole("switch", { name: "A task is assigned to me" })).toBeDisabled();
  await expectAccessible(page);
  await screenshots(page, "notifications-profile");

  await page.reload();
  await expect(card.getByRole("switch", { name: "A task of mine changes" })).not.toBeChecked();
  await expect(card.getByRole("switch", { name: "All e-mail from Cairn" })).not.toBeChecked();
  await expect(card.getByRole("switch", { name: "A task is assigned to me" })).toBeChecked();

  // Keyboard: the master switch back on with Space.
  await card.getByRole("switch", { name: "All e-mail from Cairn" }).focus();
  await page.keyboard.press("Space");
  await expect(card.getByRole("switch", { name: "All e-mail from Cairn" })).toBeChecked();
  await expect(card.getByRole("switch", { name: "A task is assigned to me" })).toBeEnabled();

  // The manager's view: Settings → Mail.
  await page.context().clearCookies();
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto("/settings/mail");
  await expect(page.getByTestId("mail-status")).toContainText("Mail is off. Enter the SMTP server below");
  await expect(page.getByRole("region", { name: "Failed background jobs" }).getByText("No failed jobs.")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "notifications-settings-mail");
});

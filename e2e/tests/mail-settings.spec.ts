import { expect, test } from "@playwright/test";
import { startSmtpCapture } from "../../server/src/test/smtp";
import { ADMIN } from "../support/admin";
import { expectAccessible, screenshots, signIn } from "../support/journey";

test("a manager sets up the mail server, keeps it over a reload and sends a test mail to the local stand-in", async ({
  page,
}) => {
  const smtp = await startSmtpCapture();
  try {
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.goto("/settings/mail");
    const card = page.getByRole("region", { name: "Mail server" });
    const url = card.getByLabel("SMTP URL");
    const username = card.getByLabel("User name");
    const password = card.getByLabel("Password", { exact: true });
    const from = card.getByLabel("Sender");
    await expect(url).toHaveValue("");
    // No sender saved: the default is a hint, not a value the save would store.
    await expect(from).toHaveValue("");
    await expect(from).toHaveAttribute("placeholder", "Cairn <no-reply@localhost>");
    await expect(card.getByText("No password is saved.")).toBeVisible();
    await expect(card.getByTestId("mail-test-hint")).toHaveText("Enter an SMTP URL and save it to send a test mail.");
    await screenshots(page, "mail-settings-empty");

    // A bad URL is refused under its field, and nothing is saved.
    await url.fill("http://mail.example.test");
    await card.getByRole("button", { name: "Save Changes" }).click();
    await expect(card.getByText("The SMTP URL starts with smtp:// or smtps://", { exact: false })).toBeVisible();
    await expect(url).toHaveAttribute("aria-invalid", "true");

    await url.fill(smtp.url);
    await username.fill("journey");
    await password.fill("journey-secret-1");
    await from.fill("Journey Mail <journey@example.test>");
    await card.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("The mail settings have been saved.").first()).toBeVisible();
    await expect(page.getByTestId("mail-status")).toContainText(
      "Messages are sent as Journey Mail <journey@example.test>",
    );

    await page.reload();
    await expect(url).toHaveValue(smtp.url);
    await expect(username).toHaveValue("journey");
    await expect(password).toHaveValue("");
    await expect(card.getByText("A password is saved.", { exact: false })).toBeVisible();
    await expect(from).toHaveValue("Journey Mail <journey@example.test>");
    await expectAccessible(page);
    await screenshots(page, "mail-settings-saved");

    // The stand-in refuses the next message as a real server would: the reason is shown in place.
    smtp.failNext(550);
    await card.getByRole("button", { name: "Send a test mail" }).click();
    const result = card.getByTestId("mail-test-result");
    await expect(result).toContainText("The test mail was not sent");
    await expect(result).toContainText("The SMTP server refused the message: 550");
    await screenshots(page, "mail-settings-test-failed");

    // Keyboard only: empty the user name, tick "Remove the saved password" with Space, save with Enter.
    await username.focus();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Backspace");
    await expect(card.getByTestId("mail-test-hint")).toHaveText(
      "Save your changes first: the test uses the saved settings.",
    );
    await card.getByRole("checkbox", { name: "Remove the saved password" }).focus();
    await page.keyboard.press("Space");
    await expect(password).toBeDisabled();
    await from.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("The mail settings have been saved.").first()).toBeVisible();
    await page.reload();
    await expect(username).toHaveValue("");
    await expect(card.getByText("No password is saved.")).toBeVisible();

    await card.getByRole("button", { name: "Send a test mail" }).click();
    await expect(result).toHaveText(/Sent.*A test mail has been sent to ada@example\.test\./);
    await expect.poll(() => smtp.to(ADMIN.email).length).toBe(1);
    expect(smtp.to(ADMIN.email)[0].subject).toBe("Test mail from Cairn");
    expect(smtp.to(ADMIN.email)[0].headers.from).toContain("journey@example.test");
    await expectAccessible(page);
    await screenshots(page, "mail-settings-test-sent");

    // Mail off again, as the other journeys expect of `npm start` with nothing configured.
    await url.fill("");
    await from.fill("");
    await card.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByTestId("mail-status")).toContainText("Mail is off.");
  } finally {
    await smtp.close();
  }
});

import { randomUUID } from "node:crypto";
import { expect, request, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, createManagedProject } from "../support/seed";

test.describe.configure({ timeout: 120_000 });

test("a manager sets up Slack, copies the GitHub webhook, maps a login, and an issue becomes a task", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const api = await adminApi();
  const { manager: mona, project } = await createManagedProject(api, "Mona Manager", "Carl Coworker");
  await api.dispose();

  await signIn(page, mona.email, mona.password);
  await page.goto(`/projects/${project.id}/settings`);
  await page.getByRole("tab", { name: "Integrations" }).click();
  const slack = page.getByTestId("integration-slack");
  await expect(slack).toContainText("No webhook yet.");

  // Slack: switching it on asks for the webhook first; 'Save' keeps it and the options.
  await slack.getByRole("switch", { name: "Post to Slack" }).click({ force: true });
  const dialog = page.getByRole("dialog", { name: "Slack settings" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Webhook URL").fill("http://hooks.slack.test/services/T0/B0/x");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog.getByText("Enter the webhook URL Slack gave you (https://…).")).toBeVisible();
  // Once, under its input: not toasted too (a toast would have shown by now; counted once, not retried).
  await page.waitForTimeout(500);
  expect(await page.getByText("Enter the webhook URL Slack gave you (https://…).").count()).toBe(1);
  // An address inside the server's network (here the cloud metadata service) is refused when saved.
  await dialog.getByLabel("Webhook URL").fill("https://169.254.169.254/latest/meta-data/");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  const notPublic = "Cairn only calls public addresses: this host is private, local or could not be found.";
  await expect(dialog.getByText(notPublic)).toBeVisible();
  await screenshots(page, "integrations-slack-private-address");
  // The pointer leaves the button it pressed (its hover colour is not what the contrast check is about).
  await page.mouse.move(0, 0);
  // The stand-in for Slack: a host the e2e server allows (CAIRN_OUTBOUND_ALLOW_HOSTS), so nothing leaves.
  await dialog.getByLabel("Webhook URL").fill("https://localhost:9/services/T000/B000/XXXX");
  const tasks = dialog.getByRole("group", { name: "Tasks", exact: true });
  await expect(tasks.getByRole("checkbox", { name: "Comment edited" })).not.toBeChecked();
  await tasks.getByRole("checkbox", { name: "Re-opened" }).uncheck();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(slack).toContainText("Posting to localhost");
  await expect(slack.getByRole("switch", { name: "Post to Slack" })).toBeChecked();

  // GitHub / Bitbucket: on, the address appears; a click copies it.
  const git = page.getByTestId("integration-git");
  await git.getByRole("switch", { name: "Sync issues" }).click({ force: true });
  const address = git.getByLabel("Webhook URL");
  await expect(address).toHaveValue(new RegExp(`/api/pm-pro/v2/integrations/${project.id}\\?token=[\\w-]{32}$`));
  await address.click();
  await expect(page.getByText("Webhook Copied").first()).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await address.inputValue());

  // User mapping: Carl is "carl-gh" on GitHub.
  await git.getByLabel("GitHub login of Carl Coworker").fill("carl-gh");
  await git.getByRole("button", { name: "Save user mapping" }).click();
  await expect(page.getByText("User mapping completed").first()).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "integrations");

  // Everything is still there after a reload.
  await page.reload();
  await page.getByRole("tab", { name: "Integrations" }).click();
  await expect(page.getByTestId("integration-slack").getByRole("switch", { name: "Post to Slack" })).toBeChecked();
  await expect(page.getByTestId("integration-git").getByLabel("GitHub login of Carl Coworker")).toHaveValue("carl-gh");
  await page.getByTestId("integration-slack").getByRole("button", { name: "Slack settings" }).click();
  await expect(
    page
      .getByRole("dialog", { name: "Slack settings" })
      .getByRole("group", { name: "Tasks", exact: true })
      .getByRole("checkbox", { name: "Re-opened" }),
  ).not.toBeChecked();
  await page.keyboard.press("Escape");

  // GitHub delivers an opened issue to the copied address: it is a task of the project, by Carl.
  const github = await request.newContext();
  const hook = new URL(copied);
  const delivered = await github.post(`${baseURL}${hook.pathname}${hook.search}`, {
    headers: { "x-github-event": "issues", "x-github-delivery": randomUUID() },
    data: {
      action: "opened",
      issue: {
        id: 42,
        number: 7,
        title: "Login button misaligned",
        body: "On small screens",
        user: { login: "carl-gh" },
      },
      sender: { login: "carl-gh" },
    },
  });
  expect(delivered.status()).toBe(200);
  await github.dispose();
  await page.goto(`/projects/${project.id}/task-lists`);
  await expect(page.getByText("Login button misaligned")).toBeVisible();
});

import { expect, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, createProject, createUser } from "../support/seed";

test.describe.configure({ timeout: 120_000 });

test("a manager bills a client: both line kinds with live totals, a partial payment, the PDF; the client reads it", async ({
  page,
  browser,
}) => {
  const api = await adminApi();
  const mona = await createUser(api, "Mona Manager");
  const cleo = await createUser(api, "Cleo Client");
  const project = await createProject(api, [
    { user: mona, role: "manager" },
    { user: cleo, role: "client" },
  ]);
  // The client's billing address is his own (or a global manager's) to change: the administrator fills it.
  const address = await api.post(`/api/pm-pro/v2/invoice/user-address/user/${cleo.id}`, {
    data: { address_1: "1 Rue de la Paix", city: "Paris" },
  });
  expect(address.ok()).toBe(true);
  await api.dispose();

  await signIn(page, mona.email, mona.password);
  await page.goto(`/projects/${project.id}/overview`);
  await page.getByRole("navigation", { name: "Project" }).getByRole("link", { name: "Invoices" }).click();
  await expect(page.getByText("No invoices yet.")).toBeVisible();
  await page.getByRole("link", { name: "New invoice" }).click();

  await page.getByRole("combobox", { name: "Client" }).click();
  await page.getByRole("option", { name: "Cleo Client" }).click();
  await page.getByLabel("Title").fill("Website");
  // Saved without a line, the server's refusal lists each of its messages (data.error) above the form.
  await page.getByRole("button", { name: "Save invoice" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The invoice was not saved" })).toContainText(
    "Add at least one line.",
  );
  // ...once: not a toast of the same message beside it.
  await expect(page.getByText("Add at least one line.")).toHaveCount(1);
  // The client's address, kept per user for every invoice he gets: his project's manager reads it, no more.
  await page.getByRole("button", { name: "Client address" }).click();
  const addressDialog = page.getByRole("dialog", { name: "Address of Cleo Client" });
  await expect(addressDialog.getByLabel("Address", { exact: true })).toHaveValue("1 Rue de la Paix");
  await expect(addressDialog.getByLabel("City")).toHaveValue("Paris");
  await expect(addressDialog.getByLabel("City")).toHaveAttribute("readonly", "");
  await expect(addressDialog).toContainText("Only this client and global managers can change this address.");
  await expect(addressDialog.getByRole("button", { name: "Save address" })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "invoice-client-address");
  await addressDialog.getByRole("button", { name: "Done" }).click();
  await expect(addressDialog).toHaveCount(0);
  await page.getByLabel("Discount %").fill("10");
  await page.getByRole("button", { name: "Add task line" }).click();
  await page.getByLabel("Task 1").fill("Design");
  await page.getByLabel("Rate 1").first().fill("19.99");
  await page.getByLabel("Hours 1").fill("3");
  await page.getByLabel("Tax % 1").first().fill("20");
  await page.getByRole("button", { name: "Add item line" }).click();
  await page.getByLabel("Item 1").fill("Hosting");
  await page.getByLabel("Rate 1").last().fill("80");
  await page.getByLabel("Quantity 1").fill("1.5");
  // The totals follow the lines as they are typed (the shared arithmetic).
  const totals = page.getByTestId("invoice-totals");
  await expect(totals).toContainText("$179.97");
  await expect(totals).toContainText("-$18.00");
  await expect(totals).toContainText("$10.79");
  await expect(totals).toContainText("$172.76");
  await expectAccessible(page);
  await screenshots(page, "invoice-form");
  await page.getByRole("button", { name: "Save invoice" }).click();

  await expect(page.getByText("Invoice has been created successfully.").first()).toBeVisible();
  await expect(page.getByTestId("invoice-status")).toHaveText("Incomplete");
  await expect(page.getByTestId("invoice-client-address")).toHaveText("Billed to: 1 Rue de la Paix, Paris");
  await page.getByRole("button", { name: "Record payment" }).click();
  const dialog = page.getByRole("dialog", { name: "Record payment" });
  await dialog.getByLabel("Amount").fill("50");
  await dialog.getByLabel("Notes").fill("Advance");
  await dialog.getByRole("button", { name: "Record" }).click();
  await expect(page.getByTestId("invoice-status")).toHaveText("Partial");
  await expect(page.getByTestId("invoice-totals")).toContainText("$122.76");
  await expect(page.getByRole("region", { name: "Payments" })).toContainText("Advance");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^invoice-\d+\.pdf$/);
  await expectAccessible(page);
  await screenshots(page, "invoice-view");
  const invoiceUrl = page.url();

  // The client opens his invoice read-only.
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await signIn(client, cleo.email, cleo.password);
  await client.goto(invoiceUrl);
  await expect(client.getByTestId("invoice-status")).toHaveText("Partial");
  await expect(client.getByRole("button", { name: "Record payment" })).toHaveCount(0);
  await expect(client.getByRole("link", { name: "Download PDF" })).toBeVisible();
  // ...and finds it among his own invoices, across projects, under My Tasks.
  await client.goto("/my-tasks");
  await client.getByTestId("my-tasks-tab-my-invoices").click();
  const mine = client.getByTestId("my-invoice-list");
  await expect(mine).toContainText("Website");
  await expect(mine).toContainText(project.title);
  await expect(mine).toContainText("Partial");
  await expectAccessible(client);
  await screenshots(client, "my-invoices");
  await mine.getByRole("link", { name: /Website/ }).click();
  await expect(client).toHaveURL(invoiceUrl);
  await clientContext.close();
});

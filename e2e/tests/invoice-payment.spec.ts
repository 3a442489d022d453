import { expect, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { startPaypalStandIn } from "../support/paypal-stand-in";
import { adminApi, apiPost, createProject, createUser } from "../support/seed";

test.describe.configure({ timeout: 120_000 });

const invoiceSetting = (active: boolean) => ({
  settings: [
    {
      key: "invoice",
      value: {
        currency_code: "USD",
        paypal_mail: "billing@acme.test",
        sand_box_mode: true,
        gateWays: [{ name: "paypal", label: "PayPal", active }],
      },
    },
  ],
});

/**
 * The client pays an invoice online, the whole way: Cairn sends him to the provider (a local stand-in of PayPal
 * Payments Standard, which the server is told to use), he pays there, the provider notifies Cairn, Cairn checks the
 * notification with it and records the payment, and he comes back to his invoice, paid. He signs in at the
 * address Cairn names in the checkout (`localhost`), so he comes back to the same session.
 */
test("a client pays an invoice online through the provider and comes back to it paid", async ({ browser }) => {
  const paypal = await startPaypalStandIn();
  const api = await adminApi();
  try {
    expect((await api.post("/api/pm/v2/settings", { data: invoiceSetting(true) })).ok()).toBe(true);
    const mona = await createUser(api, "Mona Manager");
    const cleo = await createUser(api, "Cleo Client");
    const project = await createProject(api, [
      { user: mona, role: "manager" },
      { user: cleo, role: "client" },
    ]);
    const invoice = await apiPost(api, `pm-pro/v2/projects/${project.id}/invoice`, {
      client_id: cleo.id,
      title: "Website launch",
      items: { entryNames: [{ name: "Launch", amount: 120, quantity: 1 }] },
    });

    const context = await browser.newContext({ baseURL: baseURL.replace("127.0.0.1", "localhost") });
    const client = await context.newPage();
    const blocked: string[] = [];
    client.on("console", (m) => {
      if (m.text().includes("Content Security Policy") || m.text().includes("violates")) blocked.push(m.text());
    });
    await signIn(client, cleo.email, cleo.password);
    await client.goto(`/projects/${project.id}/invoices/${invoice.id}`);
    await expect(client.getByTestId("invoice-status")).toHaveText("Incomplete");
    await client.getByRole("button", { name: "Pay online" }).click();
    const dialog = client.getByRole("dialog", { name: "Pay online" });
    // Partial payments are off: the whole amount due, not to be changed.
    await expect(dialog.getByLabel("Amount (USD)")).toHaveValue("120");
    await expectAccessible(client);
    await screenshots(client, "invoice-pay-online");
    await dialog.getByRole("button", { name: "Continue to PayPal" }).click();

    // At the provider, with what Cairn asked it to take.
    await expect(client.getByTestId("paypal-summary")).toHaveText(
      "Pay 120.00 USD to billing@acme.test for Website launch",
    );
    expect(paypal.checkouts).toHaveLength(1);
    expect(paypal.checkouts[0].get("cmd")).toBe("_xclick");
    await client.getByRole("button", { name: "Pay now" }).click();

    // Back on the invoice: the notification was verified and the payment recorded before the provider sent him back.
    await expect(client).toHaveURL(new RegExp(`/projects/${project.id}/invoices/${invoice.id}$`));
    await expect(client.getByTestId("invoice-status")).toHaveText("Complete");
    await expect(client.getByRole("region", { name: "Payments" })).toContainText("$120.00");
    await expect(client.getByRole("button", { name: "Pay online" })).toHaveCount(0);
    await screenshots(client, "invoice-paid-online");
    expect(blocked).toEqual([]);
    await context.close();
  } finally {
    // Online payment is workspace-wide: the journeys after this one meet it off again.
    await api.post("/api/pm/v2/settings", { data: invoiceSetting(false) });
    await api.dispose();
    await paypal.close();
  }
});

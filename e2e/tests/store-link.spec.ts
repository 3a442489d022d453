import { createHmac } from "node:crypto";
import { expect, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, createProject, createUser, unique } from "../support/seed";

test.describe.configure({ timeout: 120_000 });

const SECRET = "e2e-shop-secret";

test("a manager links a shop product to a template; a paid order makes the customer's project", async ({
  page,
  request,
}) => {
  const api = await adminApi();
  const greta = await createUser(api, "Greta Global", { manager: true });
  const lead = await createUser(api, "Lars Lead");
  const walt = await createUser(api, "Walt Worker");
  const template = await createProject(api, [{ user: lead, role: "manager" }], `Website template ${unique()}`);
  await api.dispose();
  const productId = `E2E-${unique()}`;

  await signIn(page, greta.email, greta.password);
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Store link" }).click();
  await expect(page).toHaveURL(/\/settings\/store-link$/);
  const webhook = page.getByRole("region", { name: "Shop webhook" });
  const links = page.getByRole("region", { name: "Product links" });
  const products = page.getByRole("region", { name: "Products" });

  // The address comes with the first secret; the secret is never shown again.
  if (await webhook.getByTestId("store-webhook-none").isVisible()) {
    await expect(webhook.getByText("Save a secret to get the delivery URL.")).toBeVisible();
  }
  await webhook.getByRole("textbox", { name: "Secret", exact: true }).fill(SECRET);
  await webhook.getByRole("button", { name: "Save secret" }).click();
  await expect(page.getByText("The store settings have been saved.").first()).toBeVisible();
  await expect(webhook.getByText("A secret is set. Type a new one to replace it.")).toBeVisible();
  await expect(webhook.getByRole("textbox", { name: "Secret", exact: true })).toHaveValue("");
  const url = await webhook.getByLabel("Delivery URL").inputValue();
  expect(url).toMatch(/\/api\/pm-pro\/v2\/woo-project\/webhook\?token=[A-Za-z0-9_-]{32}$/);
  await expect(webhook.getByRole("button", { name: "Copy" })).toBeVisible();

  // A product by hand: a refused one says why under its field, then the right one joins the list.
  await products.getByLabel("Product id").fill("bad,id");
  await products.getByLabel("Name").fill("Website package");
  await products.getByRole("button", { name: "Add product" }).click();
  await expect(products.getByText(/A product id is 1 to 100 letters/)).toBeVisible();
  await products.getByLabel("Product id").fill(productId);
  await products.getByLabel("SKU").fill("WEB-1");
  await products.getByRole("button", { name: "Add product" }).click();
  await expect(products.getByTestId("store-products")).toContainText(productId);
  await expect(products.getByLabel("Product id")).toHaveValue("");

  // The link: the product → the template, with Walt as co-worker.
  await links.getByRole("button", { name: "Add link" }).click();
  const dialog = page.getByRole("dialog", { name: "Link products to a template" });
  await dialog.getByRole("button", { name: "Save link" }).click();
  await expect(dialog.getByText("Choose at least one product.")).toBeVisible();
  await expect(dialog.getByText("Choose the template project.")).toBeVisible();
  await dialog.getByRole("combobox", { name: "Products" }).click();
  await page.getByRole("option", { name: `Website package (#${productId})` }).click();
  await dialog.getByRole("combobox", { name: "Template project" }).click();
  await page.getByRole("option", { name: template.title }).click();
  await dialog.getByRole("button", { name: "Add a person" }).click();
  await dialog.getByRole("combobox", { name: "Person 1", exact: true }).click();
  await page.getByRole("option", { name: new RegExp(walt.email) }).click();
  await expectAccessible(page);
  await screenshots(page, "store-link-form");
  await dialog.getByRole("button", { name: "Save link" }).click();
  await expect(page.getByText("The product link has been saved.").first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = links.getByRole("row").filter({ hasText: productId });
  await expect(row).toContainText(template.title);
  await expect(row).toContainText("Walt Worker");
  await expect(row).toContainText("Co-worker");

  // Edit: Walt manages the copies instead.
  await row.getByRole("button", { name: `Edit the link to ${template.title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit the product link" });
  await edit.getByRole("combobox", { name: "Role of person 1" }).click();
  await page.getByRole("option", { name: "Manager" }).click();
  await edit.getByRole("button", { name: "Save link" }).click();
  await expect(page.getByText("The product link has been updated.").first()).toBeVisible();
  await expect(row).toContainText("Manager");
  await expectAccessible(page);
  await screenshots(page, "store-link-settings");

  // Kept over a reload: the secret (said to be set), the address, the product and the link as edited.
  await page.reload();
  await expect(webhook.getByText("A secret is set. Type a new one to replace it.")).toBeVisible();
  await expect(webhook.getByLabel("Delivery URL")).toHaveValue(url);
  await expect(products.getByTestId("store-products").getByRole("row").filter({ hasText: productId })).toContainText(
    /Website package\s*WEB-1/,
  );
  await expect(row).toContainText(template.title);
  await expect(row).toContainText("Walt Worker");
  await expect(row).toContainText("Manager");
  await row.getByRole("button", { name: `Edit the link to ${template.title}` }).click();
  await expect(edit.getByRole("combobox", { name: "Role of person 1" })).toHaveValue("Manager");
  await expect(edit.getByRole("combobox", { name: "Person 1", exact: true })).toHaveValue(walt.display_name);
  await expect(edit.getByRole("combobox", { name: "Template project" })).toHaveValue(template.title);
  await expect(edit).toContainText(`Website package (#${productId})`);
  await edit.getByRole("button", { name: "Cancel" }).click();

  // The shop's paid order, signed with the secret: the job makes the project with its people.
  const orderId = Date.now() % 1_000_000_000;
  const body = JSON.stringify({
    id: orderId,
    number: String(orderId),
    status: "processing",
    billing: { first_name: "Cara", last_name: "Customer", email: `cara.${orderId}@shop.example` },
    line_items: [{ id: 1, product_id: productId, name: "Website package", sku: "WEB-1", quantity: 1 }],
  });
  const delivery = await request.post(url, {
    headers: {
      "content-type": "application/json",
      "x-wc-webhook-topic": "order.created",
      "x-wc-webhook-signature": createHmac("sha256", SECRET).update(body).digest("base64"),
    },
    data: body,
  });
  expect(delivery.status()).toBe(200);
  expect((await delivery.json()).data.result).toBe("queued");
  const title = `${template.title} — order #${orderId} (Cara Customer)`;
  const card = page.getByTestId("project-card").filter({ hasText: title });
  await page.goto("/projects");
  await expect(async () => {
    await page.reload();
    await page.getByRole("textbox", { name: "Search projects" }).fill(`order #${orderId}`);
    await expect(card).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  for (const person of ["Lars Lead", "Walt Worker", "Cara Customer"]) {
    await expect(card.getByRole("img", { name: person })).toBeVisible();
  }
  await screenshots(page, "store-link-made-project");

  // Removing the link asks first; the made project stays.
  await page.goto("/settings/store-link");
  await links
    .getByRole("row")
    .filter({ hasText: productId })
    .getByRole("button", { name: `Remove the link to ${template.title}` })
    .click();
  const confirm = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(confirm).toContainText("Projects made already stay.");
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("The product link has been removed.").first()).toBeVisible();
  await expect(links.getByRole("row").filter({ hasText: productId })).toHaveCount(0);
});

test("the invitation's set-password page explains a spent link and checks the password first", async ({ page }) => {
  await page.goto("/set-password?token=not-a-real-token");
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  const password = page.getByRole("textbox", { name: "New password", exact: true });
  const repeat = page.getByRole("textbox", { name: "Repeat the password", exact: true });
  await password.fill("short");
  await repeat.fill("short");
  await page.getByRole("button", { name: "Set my password" }).click();
  await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();
  await password.fill("a good long password");
  await repeat.fill("a good long password");
  await page.getByRole("button", { name: "Set my password" }).click();
  await expect(page.getByText("This link has expired or was used already.").first()).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "set-password");
  await page.goto("/set-password");
  await expect(page.getByText("The link is incomplete")).toBeVisible();
});

test("switched off, the Store link tab goes; switched on again, it is back", async ({ page }) => {
  const api = await adminApi();
  const greta = await createUser(api, "Gus Global", { manager: true });
  const toggle = async (type: "activate" | "deactivate") => {
    const res = await api.post("/api/pm-pro/v2/module-update", { data: { module: "store-link", type } });
    expect(res.ok()).toBe(true);
  };
  await toggle("deactivate");
  try {
    await signIn(page, greta.email, greta.password);
    await page.goto("/settings/store-link");
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("tab", { name: "General" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Store link" })).toHaveCount(0);
  } finally {
    await toggle("activate");
    await api.dispose();
  }
  await page.reload();
  await expect(page.getByRole("tab", { name: "Store link" })).toBeVisible();
});

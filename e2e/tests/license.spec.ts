import { expect, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { issueLicense } from "../support/license";
import { adminApi, createUser } from "../support/seed";

test.describe.configure({ timeout: 90_000 });

test("licence: checked before sending, refused when forged, activated, then deleted after a warning", async ({
  page,
}) => {
  const api = await adminApi();
  const lena = await createUser(api, "Lena Lead", { manager: true });
  const mo = await createUser(api, "Mo Member");
  // Whatever an earlier run left, the screen starts without a licence.
  await api.post("/api/pm-pro/v2/license/delete");

  // Members have no License entry, and the address tells them so.
  await signIn(page, mo.email, mo.password);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "License" })).toHaveCount(0);
  await page.goto("/license");
  await expect(page.getByTestId("no-permission")).toHaveText("You have no permission.");

  await signIn(page, lena.email, lena.password);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "License" }).click();
  await expect(page).toHaveURL(/\/license$/);
  await expect(page.getByText(/works fully without one/)).toBeVisible();
  const form = page.getByTestId("license-form");
  const writes: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().includes("/license/")) writes.push(r.url());
  });

  // Empty fields: the spec's message, and nothing is sent.
  await form.getByRole("button", { name: "Save & Activate" }).click();
  await expect(form.getByRole("alert")).toHaveText("Please provide your email and license key");
  await form.getByRole("textbox", { name: "E-mail address" }).fill(lena.email);
  await form.getByRole("button", { name: "Save & Activate" }).click();
  await expect(form.getByRole("alert")).toHaveText("Please provide your email and license key");
  expect(writes).toHaveLength(0);

  // A key issued to someone else is refused with the server's words.
  await form.getByRole("textbox", { name: "License key" }).fill(issueLicense("someone.else@example.test"));
  await form.getByRole("button", { name: "Save & Activate" }).click();
  await expect(form.getByRole("alert")).toContainText("This license key is not valid.");
  await expectAccessible(page);
  await screenshots(page, "license-refused");

  // A real key activates it; the page reloads and shows the licence.
  const key = issueLicense(lena.email, "business");
  await form.getByRole("textbox", { name: "License key" }).fill(key);
  await Promise.all([page.waitForEvent("load"), form.getByRole("button", { name: "Save & Activate" }).click()]);
  const active = page.getByTestId("license-active");
  await expect(active).toContainText("Active");
  await expect(active).toContainText(lena.email);
  await expect(active).toContainText("business");
  await expect(active).toContainText(key.slice(-4));
  await expect(active).not.toContainText(key.slice(0, 12));
  await expectAccessible(page);
  await screenshots(page, "license-active");

  // 'Deactive License' warns first; cancelling keeps it.
  await active.getByRole("button", { name: "Deactive License" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("License will delete permanently");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(active).toBeVisible();
  await active.getByRole("button", { name: "Deactive License" }).click();
  await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Delete" }).click()]);
  await expect(page.getByTestId("license-form")).toBeVisible();
  const check = await (await api.get("/api/pm-pro/v2/license/check")).json();
  expect(check.data.status).toBe(false);
});

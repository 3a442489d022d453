import { expect, test } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { screenshots, signIn } from "../support/journey";
import { adminApi, createUser } from "../support/seed";

test("the API tokens screen links to the API's documentation, which the app serves itself", async ({
  page,
  context,
}) => {
  const api = await adminApi();
  const user = await createUser(api, "Ida Integrator");
  await api.dispose();
  // Nothing the page loads may come from anywhere but the app.
  const foreign: string[] = [];
  context.on("request", (req) => {
    const url = req.url();
    if (!url.startsWith(baseURL) && !url.startsWith("data:") && !url.startsWith("blob:")) foreign.push(url);
  });
  await signIn(page, user.email, user.password);
  await page.goto("/profile");
  const [docs] = await Promise.all([page.waitForEvent("popup"), page.getByTestId("api-docs-link").click()]);
  await docs.waitForLoadState();
  await expect(docs).toHaveURL(/\/api\/docs$/);
  await expect(docs.getByRole("heading", { name: /Cairn API/ })).toBeVisible();
  // The operations, grouped by feature, with the document's own link.
  await expect(docs.getByRole("link", { name: /openapi\.json/ })).toBeVisible();
  const tasks = docs.locator("#operations-tag-tasks");
  await expect(tasks).toBeVisible();
  await tasks.click();
  await expect(docs.getByText("/api/pm/v2/projects/{id}/tasks/{task_id}/update")).toBeVisible();
  await screenshots(docs, "api-docs");
  expect(foreign).toEqual([]);
});

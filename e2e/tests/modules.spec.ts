import { expect, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, createUser } from "../support/seed";

test.describe.configure({ timeout: 90_000 });

test("modules: a managers' screen in the main menu; empty while the server registers none", async ({ page }) => {
  const api = await adminApi();
  const lena = await createUser(api, "Lena Lead", { manager: true });
  const mo = await createUser(api, "Mo Member");

  await signIn(page, mo.email, mo.password);
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: "Modules" })).toHaveCount(0);
  await page.goto("/modules");
  await expect(page.getByTestId("no-permission")).toBeVisible();
  // Every member may read the list (their menus hide switched-off modules), but not switch.
  expect((await page.request.get("/api/pm-pro/v2/module-lists")).status()).toBe(200);
  const refused = await page.request.post("/api/pm-pro/v2/module-update", {
    data: { module: "anything", type: "deactivate" },
  });
  expect(refused.status()).toBe(403);

  await signIn(page, lena.email, lena.password);
  // The managers' entries appear once the new user's profile has loaded; read the order after that.
  await expect(menu.getByRole("link", { name: "Users" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Modules" })).toBeVisible();
  // Order 8: after Projects and My Tasks, before Users.
  const links = menu.getByRole("link");
  const names = await links.allTextContents();
  expect(names.indexOf("Modules")).toBeGreaterThan(names.indexOf("My Tasks"));
  expect(names.indexOf("Modules")).toBeLessThan(names.indexOf("Users"));
  await menu.getByRole("link", { name: "Modules" }).click();
  await expect(page).toHaveURL(/\/modules$/);
  const listed = (await (await page.request.get("/api/pm-pro/v2/module-lists")).json()).data as unknown[];
  if (listed.length === 0) {
    await expect(page.getByTestId("empty-state")).toContainText("No modules are registered yet.");
  } else {
    await expect(page.getByTestId("module-card")).toHaveCount(listed.length);
  }
  await expectAccessible(page);
  await screenshots(page, "modules-empty");
});

test("modules: a card's switch sends activate or deactivate and the page reloads", async ({ page }) => {
  const api = await adminApi();
  const lena = await createUser(api, "Lena Lead", { manager: true });
  await signIn(page, lena.email, lena.password);
  // The server registers no module yet, so its list is stood in for; the switch's call is checked as sent.
  const state = { enabled: true };
  await page.route("**/api/pm-pro/v2/module-lists", (route) =>
    route.fulfill({
      json: {
        data: [
          {
            path: "kanban",
            name: "Kanban board",
            description: "Drag tasks between columns of a board.",
            thumbnail: null,
            enabled: state.enabled,
          },
        ],
      },
    }),
  );
  const sent: unknown[] = [];
  await page.route("**/api/pm-pro/v2/module-update", async (route) => {
    const body = route.request().postDataJSON() as { type: string };
    sent.push(body);
    state.enabled = body.type === "activate";
    await route.fulfill({ json: { message: "The module has been deactivated.", data: {} } });
  });
  await page.goto("/modules");
  const card = page.getByTestId("module-card");
  await expect(card).toContainText("Kanban board");
  await expect(card).toContainText("Drag tasks between columns of a board.");
  const toggle = card.getByRole("switch", { name: "Kanban board" });
  await expect(toggle).toBeChecked();
  await expectAccessible(page);
  await screenshots(page, "modules");
  // A mark on this document: gone once the page has reloaded.
  await page.evaluate(() => Object.assign(window, { beforeSwitch: true }));
  // Mantine draws the track over the hidden input, so a pointer lands on the track: click where it is.
  await toggle.click({ force: true });
  await expect(page.getByTestId("module-card").getByRole("switch", { name: "Kanban board" })).not.toBeChecked();
  expect(sent).toEqual([{ module: "kanban", type: "deactivate" }]);
  await expect.poll(() => page.evaluate(() => "beforeSwitch" in window)).toBe(false);
});

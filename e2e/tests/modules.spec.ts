import { expect, type Page, test } from "@playwright/test";
import { apiAs, createFolder, textFile, uploadFile } from "../support/files";
import { fileCard, filesUrl, folderCard } from "../support/files-page";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, createProject, createUser } from "../support/seed";

test.describe.configure({ timeout: 90_000 });

/** The Files module's card: by its switch, as other cards may name files in their text (the webhooks' events). */
const filesCard = (page: Page) =>
  page.getByTestId("module-card").filter({ has: page.getByRole("switch", { name: "Files", exact: true }) });

test("modules: a managers' screen in the main menu, with a card for each registered module", async ({ page }) => {
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
  const listed = (await (await page.request.get("/api/pm-pro/v2/module-lists")).json()).data as { name: string }[];
  expect(listed.map((m) => m.name)).toContain("Files");
  await expect(page.getByTestId("module-card")).toHaveCount(listed.length);
  await expect(filesCard(page)).toContainText("Folders, documents, links and uploaded files");
  await expectAccessible(page);
  await screenshots(page, "modules-list");
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
  // By keyboard, as a keyboard user does: Mantine stacks the track over the input, so a pointer click must be
  // forced and can land where the card was a moment ago (the page had just been resized for the screenshots).
  const reloaded = page.waitForEvent("load");
  await toggle.focus();
  await page.keyboard.press("Space");
  await reloaded;
  await expect(page.getByTestId("module-card").getByRole("switch", { name: "Kanban board" })).not.toBeChecked();
  expect(sent).toEqual([{ module: "kanban", type: "deactivate" }]);
  await expect.poll(() => page.evaluate(() => "beforeSwitch" in window)).toBe(false);
});

/** The Files card's switch on the Modules screen; flipping it reloads the page once the server has it. */
async function switchFiles(page: Page, on: boolean) {
  await page.goto("/modules");
  const toggle = filesCard(page).getByRole("switch", { name: "Files" });
  await expect(toggle).toBeChecked({ checked: !on });
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/pm-pro/v2/module-update") && r.ok());
  const reloaded = page.waitForEvent("load");
  // Mantine draws the track over the hidden input, so a pointer lands on the track: click where it is.
  await toggle.click({ force: true });
  await saved;
  await reloaded;
  await expect(filesCard(page).getByRole("switch")).toBeChecked({
    checked: on,
  });
}

test("modules: switching the files module off hides the Files tab and its pages; on again, every file is back", async ({
  page,
}) => {
  // Two page reloads, two sign-ins, three screens scanned and photographed at two sizes.
  test.setTimeout(180_000);
  const admin = await adminApi();
  const lena = await createUser(admin, "Lena Lead", { manager: true });
  const mo = await createUser(admin, "Mo Member");
  const project = await createProject(admin, [
    { user: lena, role: "manager" },
    { user: mo, role: "co_worker" },
  ]);
  const lenaApi = await apiAs(lena);
  const folder = await createFolder(lenaApi, project.id, "Contracts");
  await uploadFile(lenaApi, project.id, textFile("budget.txt", "figures"));
  const tab = page.getByTestId("project-tab-files");

  try {
    await signIn(page, lena.email, lena.password);
    await page.goto(`/projects/${project.id}/overview`);
    await expect(tab).toBeVisible();
    await expect(page.getByTestId("count-Files")).toBeVisible();

    await switchFiles(page, false);
    await expectAccessible(page);
    await screenshots(page, "modules-files-off");

    // The project shows no Files tab and no files count; its other tabs stay.
    await page.goto(`/projects/${project.id}/overview`);
    await expect(page.getByTestId("project-tab-task-lists")).toBeVisible();
    await expect(tab).toHaveCount(0);
    await expect(page.getByTestId("count-Files")).toHaveCount(0);
    // An address kept from before says what happened, and offers a manager the way back.
    await page.goto(filesUrl(project.id, folder.id));
    const off = page.getByTestId("module-off");
    await expect(off).toContainText("Files is switched off");
    await expect(off.getByRole("link", { name: "Open Modules" })).toBeVisible();
    await expect(folderCard(page, "Contracts")).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, "modules-files-off-direct-url");
    expect((await page.request.get(`/api/pm-pro/v2/projects/${project.id}/files`)).status()).toBe(404);

    // A member sees the same, without the way to the Modules screen (which is not his).
    await signIn(page, mo.email, mo.password);
    await page.goto(filesUrl(project.id));
    await expect(page.getByTestId("module-off")).toContainText("A manager has switched this module off.");
    await expect(page.getByRole("link", { name: "Open Modules" })).toHaveCount(0);
    await expect(tab).toHaveCount(0);

    await signIn(page, lena.email, lena.password);
    await switchFiles(page, true);
    await page.goto(`/projects/${project.id}/overview`);
    await tab.click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/files`));
    await expect(folderCard(page, "Contracts")).toBeVisible();
    await expect(fileCard(page, "budget.txt")).toBeVisible();
    await screenshots(page, "modules-files-on-again");
  } finally {
    // Later journeys use the files area: leave it on whatever happened above.
    await admin.post("/api/pm-pro/v2/module-update", { data: { module: "files", type: "activate" } });
  }
});

import zlib from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, apiPost, createProject, createUser } from "../support/seed";

test.describe.configure({ timeout: 120_000 });

/** A real PNG (the server sniffs the bytes): a teal band on white, `width` × `height`. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3, 255);
    row[0] = 0;
    for (let x = 0; x < width; x++) {
      if (y > height / 4 && y < (3 * height) / 4) row.set([8, 127, 91], 1 + x * 3);
    }
    rows.push(row);
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.concat(rows))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function upload(page: Page, name: string) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("dialog", { name: "Media library" }).getByRole("button", { name: "Upload images" }).click();
  await (await chooser).setFiles({ name, mimeType: "image/png", buffer: png(160, 48) });
}

// These settings are global: put them back for the journeys that follow, whatever happened here.
test.afterAll(async () => {
  const api = await adminApi();
  await apiPost(api, "pm/v2/settings", {
    settings: [
      { key: "task_start_field", value: true },
      { key: "daily_digest", value: true },
      { key: "logo", value: null },
      { key: "front_end_page", value: null },
      { key: "erp_integration", value: "0" },
      { key: "locale", value: "en" },
    ],
  });
});

test("general settings: start date off hides it from task forms; logo from the media library; landing page", async ({
  page,
  browser,
}) => {
  const api = await adminApi();
  const lena = await createUser(api, "Lena Lead", { manager: true });
  const mo = await createUser(api, "Mo Member");
  const project = await createProject(api, [
    { user: lena, role: "manager" },
    { user: mo, role: "co_worker" },
  ]);
  const list = await apiPost(api, `pm/v2/projects/${project.id}/task-lists`, { title: "Launch" });
  const task = await apiPost(api, `pm/v2/projects/${project.id}/tasks`, {
    task_list_id: list.id,
    title: "Book the venue",
    assignees: [mo.id],
  });

  await signIn(page, lena.email, lena.password);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("tab", { name: "General" })).toHaveAttribute("aria-selected", "true");
  const form = page.getByTestId("general-settings-form");
  const startField = form.getByRole("checkbox", { name: "Enable task start date field" });
  const digest = form.getByRole("checkbox", { name: "Enable Daily Digest" });
  await expect(startField).toBeChecked();
  await expect(digest).toBeChecked();
  await expect(form.getByTestId("logo-preview")).toContainText("No logo chosen.");

  // The media library: upload two images, delete one after the question, pick the other.
  await form.getByRole("button", { name: "Upload" }).click();
  const library = page.getByRole("dialog", { name: "Media library" });
  await expect(library.getByText("No images yet: upload one to use it as the logo.")).toBeVisible();
  await upload(page, "company-logo.png");
  await expect(library.getByTestId("media-item")).toHaveCount(1);
  await upload(page, "old-logo.png");
  await expect(library.getByTestId("media-item")).toHaveCount(2);
  await library.getByRole("button", { name: "Delete old-logo.png" }).click();
  await page.getByRole("dialog", { name: "Are you sure" }).getByRole("button", { name: "Delete" }).click();
  await expect(library.getByTestId("media-item")).toHaveCount(1);
  await expectAccessible(page);
  await screenshots(page, "general-settings-media");
  await library.getByRole("button", { name: "Use as logo: company-logo.png" }).click();
  await expect(library).toBeHidden();
  await expect(form.getByRole("img", { name: "The chosen logo" })).toBeVisible();

  await startField.uncheck();
  await digest.uncheck();
  // The ERP switch and the workspace language, away from their defaults too: every control is kept below.
  const erp = form.getByRole("checkbox", { name: "Enable ERP integration" });
  const language = form.getByRole("combobox", { name: "Workspace language" });
  await expect(erp).not.toBeChecked();
  await expect(language).toHaveValue("English (en)");
  await erp.check();
  await language.click();
  await page.getByRole("option", { name: "German (Germany) (de-DE)" }).click();
  await form.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /saved/i })).toBeVisible();
  // The header shows the new logo at once.
  const headerLogo = page.getByRole("banner").getByTestId("brand-logo");
  await expect(headerLogo).toBeVisible();
  expect(await headerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await screenshots(page, "general-settings");
  await page.reload();
  await expect(startField).not.toBeChecked();
  await expect(digest).not.toBeChecked();
  await expect(erp).toBeChecked();
  await expect(language).toHaveValue("German (Germany) (de-DE)");
  await expect(form.getByRole("img", { name: "The chosen logo" })).toBeVisible();

  // Pages tab (page_settings_tab): members land on My Tasks after signing in.
  await page.getByRole("tab", { name: "Pages" }).click();
  await expect(page).toHaveURL(/\/settings\/pages$/);
  const pages = page.getByTestId("page-settings-form");
  await pages.getByRole("combobox", { name: "Front-end page" }).click();
  await expect(page.getByRole("option")).toHaveText(["Projects", "My Tasks"]);
  await page.getByRole("option", { name: "My Tasks" }).click();
  await pages.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /saved/i })).toBeVisible();
  const saved = await (await api.get("/api/pm/v2/settings?key=front_end_page")).json();
  expect(saved.data).toEqual([{ key: "front_end_page", value: { page_id: 2, post_title: "My Tasks" } }]);
  await page.reload();
  await expect(pages.getByRole("combobox", { name: "Front-end page" })).toHaveValue("My Tasks");
  await page.mouse.move(0, 0);
  await expectAccessible(page);
  await screenshots(page, "general-settings-pages");

  // A member: the sign-in page carries the logo; signing in lands on My Tasks.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto("/login");
  await expect(member.getByTestId("brand-logo")).toBeVisible();
  await expectAccessible(member);
  await screenshots(member, "general-settings-login-logo");
  await signIn(member, mo.email, mo.password);
  await expect(member).toHaveURL(/\/my-tasks$/);

  // With the start date off, task forms ask only for the due date.
  await member.goto(`/projects/${project.id}/task-lists`);
  const launch = member.getByTestId("task-list").filter({ hasText: "Launch" });
  await launch.getByRole("button", { name: "Add task" }).click();
  const taskForm = member.getByTestId("task-form");
  await expect(taskForm.getByRole("textbox", { name: "Due date" })).toBeVisible();
  await expect(taskForm.getByRole("textbox", { name: "Start date" })).toHaveCount(0);
  await member.goto(`/projects/${project.id}/task-lists/tasks/${task.id}`);
  await expect(member.getByTestId("task-modal").getByText("Book the venue").first()).toBeVisible();
  await memberContext.close();

  // Lena (who may edit every task) finds no start date on the single task either; switched back on, it returns.
  await page.goto(`/projects/${project.id}/task-lists/tasks/${task.id}`);
  const modal = page.getByTestId("task-modal");
  await expect(modal.getByRole("button", { name: "Due date", exact: true })).toBeVisible();
  await expect(modal.getByRole("button", { name: "Start date", exact: true })).toHaveCount(0);
  await apiPost(api, "pm/v2/settings", { settings: [{ key: "task_start_field", value: true }] });
  await page.goto("/settings");
  await expect(startField).toBeChecked();
  await page.goto(`/projects/${project.id}/task-lists/tasks/${task.id}`);
  await expect(modal.getByRole("button", { name: "Start date", exact: true })).toBeVisible();
});

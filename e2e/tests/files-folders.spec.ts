import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import {
  commentWithFile,
  createDoc,
  createFolder,
  createLink,
  discussionWithFile,
  pngFile,
  textFile,
  uploadFile,
  webmFile,
} from "../support/files";
import { fileCard, filesUrl, folderCard, managerProject, openMenu } from "../support/files-page";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, apiPost, createProject } from "../support/seed";

// Long journeys with several accessibility scans and screenshots.
test.describe.configure({ timeout: 120_000 });

test("files 1: folders, docs, links, uploads and attachments as cards; breadcrumb; empty folder", async ({ page }) => {
  const { mona, project, api } = await managerProject();
  const plans = await createFolder(api, project.id, "Plans");
  const drafts = await createFolder(api, project.id, "Drafts", plans.id);
  await createDoc(api, project.id, { title: "Handbook", description: "<p>How we <strong>work</strong> together</p>" });
  await createLink(api, project.id, { title: "Roadmap sheet", url: "https://docs.google.com/spreadsheets/d/abc" });
  await uploadFile(api, project.id, textFile("notes.txt", "first notes"));
  const kickoff = await discussionWithFile(api, project.id, "Kick-off", textFile("agenda.txt"));
  await commentWithFile(api, project.id, { type: "discussion_board", id: kickoff.id }, textFile("minutes.txt"));
  const task = await apiPost(api, `pm/v2/projects/${project.id}/tasks`, {
    task_list_id: project.inbox_list_id,
    title: "Print badges",
  });
  await commentWithFile(api, project.id, { type: "task", id: task.id }, textFile("badge-sizes.txt"));

  await signIn(page, mona.email, mona.password);
  await page.goto(`/projects/${project.id}/overview`);
  const tabs = page.getByRole("navigation", { name: "Project" }).getByRole("link");
  await expect(tabs.filter({ hasText: "Files" })).toBeVisible();
  const names = await tabs.allTextContents();
  expect(names.indexOf("Files")).toBe(names.indexOf("Milestones") + 1);
  await tabs.filter({ hasText: "Files" }).click();
  await expect(page).toHaveURL(new RegExp(`${filesUrl(project.id)}$`));

  await expect(folderCard(page, "Plans")).toBeVisible();
  await expect(fileCard(page, "Handbook")).toContainText("by Mona Manager");
  await expect(fileCard(page, "Handbook")).toContainText("How we work together");
  await expect(fileCard(page, "Roadmap sheet").getByRole("img", { name: "Google Docs" })).toBeVisible();
  await expect(fileCard(page, "notes.txt")).toContainText("by Mona Manager");
  // Attachments from elsewhere in the project: 'Attached to {item} by {creator}', linking to the item.
  const agenda = fileCard(page, "agenda.txt");
  await expect(agenda).toContainText("Attached to Kick-off by Mona Manager");
  await expect(agenda.getByRole("link", { name: "Kick-off" })).toHaveAttribute(
    "href",
    `/projects/${project.id}/discussions/${kickoff.id}`,
  );
  await expect(fileCard(page, "minutes.txt")).toContainText("Attached to Kick-off by Mona Manager");
  const badges = fileCard(page, "badge-sizes.txt");
  await expect(badges).toContainText("Attached to Print badges by Mona Manager");
  await expect(page.getByRole("heading", { name: "Attached to other items" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "files-list");
  await page.emulateMedia({ colorScheme: "dark" });
  await screenshots(page, "files-list-dark");
  await page.emulateMedia({ colorScheme: "light" });

  // The breadcrumb starts at a home icon and follows the parent folders.
  await folderCard(page, "Plans").getByText("by Mona Manager").dblclick();
  await expect(page).toHaveURL(new RegExp(`${filesUrl(project.id, plans.id)}$`));
  const crumbs = page.getByRole("navigation", { name: "Folders" });
  await expect(crumbs.getByRole("link", { name: "Files: top level" })).toBeVisible();
  await expect(crumbs).toContainText("Plans");
  // Attachments belong to the top level only.
  await expect(fileCard(page, "agenda.txt")).toHaveCount(0);
  await folderCard(page, "Drafts").getByRole("link", { name: "Open folder Drafts" }).click();
  await expect(page).toHaveURL(new RegExp(`${filesUrl(project.id, drafts.id)}$`));
  await expect(crumbs.getByRole("link", { name: "Plans" })).toBeVisible();
  await expect(crumbs.getByText("Drafts")).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("empty-state")).toHaveText("No results found!");
  await expectAccessible(page);
  await screenshots(page, "files-empty");
  await crumbs.getByRole("link", { name: "Plans" }).click();
  await expect(page).toHaveURL(new RegExp(`${filesUrl(project.id, plans.id)}$`));
  await crumbs.getByRole("link", { name: "Files: top level" }).click();
  await expect(page).toHaveURL(new RegExp(`${filesUrl(project.id)}$`));
  await expect(folderCard(page, "Plans")).toBeVisible();

  // 'Attached to' leads to the item: here the task the comment is on.
  await fileCard(page, "badge-sizes.txt").getByRole("link", { name: "Print badges" }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}/task-lists/tasks/${task.id}$`));
  await expect(page.getByRole("dialog", { name: "Print badges" })).toBeVisible();

  // An unknown folder says so.
  await page.goto(filesUrl(project.id, 999_999));
  await expect(page.getByTestId("folder-missing")).toBeVisible();
});

test("files 1b: a folder of 1,000 items loads 48 cards at a time and stays quick", async ({ page }) => {
  test.setTimeout(240_000);
  const { mona, project, api } = await managerProject();
  const big = await createFolder(api, project.id, "Archive");
  const titles = Array.from({ length: 1000 }, (_, i) => `Item ${String(i + 1).padStart(4, "0")}`);
  for (let i = 0; i < titles.length; i += 25) {
    await Promise.all(
      titles
        .slice(i, i + 25)
        .map((title, j) =>
          (i + j) % 2 === 0
            ? createFolder(api, project.id, title, big.id)
            : createDoc(api, project.id, { title, parent: big.id, description: `<p>${title}</p>` }),
        ),
    );
  }

  await signIn(page, mona.email, mona.password);
  const started = Date.now();
  await page.goto(filesUrl(project.id, big.id));
  const cards = page.locator('[data-testid="folder-card"], [data-testid="file-card"]');
  await expect(cards).toHaveCount(48);
  const firstScreen = Date.now() - started;
  expect(firstScreen, "the first 48 of 1,000 items show within 5 s").toBeLessThan(5_000);
  await expect(page.getByText("48 of 1000 items")).toBeVisible();
  // Folders come first, by title.
  await expect(cards.first()).toContainText("Item 0001");
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(cards).toHaveCount(96);
  await expect(page.getByText("96 of 1000 items")).toBeVisible();
  expect(await page.locator("[data-testid=folder-card], [data-testid=file-card]").count()).toBeLessThanOrEqual(96);
});

test("files 2: create, rename in place, open, lock, delete and move folders", async ({ page }) => {
  const { mona, project, api } = await managerProject();
  const alpha = await createFolder(api, project.id, "Alpha");
  await createDoc(api, project.id, { title: "Inside doc", parent: alpha.id });
  await createFolder(api, project.id, "Beta");

  await signIn(page, mona.email, mona.password);
  await page.goto(filesUrl(project.id));
  await page.getByRole("button", { name: "Create a folder" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a folder" });
  expect((await dialog.boundingBox())?.width).toBe(400);
  const submit = dialog.getByRole("button", { name: "Create folder" });
  await expect(submit).toBeDisabled();
  await dialog.getByRole("textbox", { name: "Folder name" }).fill("   ");
  await expect(submit).toBeDisabled();
  await dialog.getByRole("textbox", { name: "Folder name" }).fill("Gamma");
  await expect(dialog.getByRole("checkbox", { name: "Make this private." })).toBeVisible();
  await expect(submit).toBeEnabled();
  await expectAccessible(page);
  await screenshots(page, "files-folder-form");
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(folderCard(page, "Gamma")).toBeVisible();

  // Rename in place: Enter saves, Escape cancels, leaving the field saves.
  const rename = (title: string) => page.getByRole("button", { name: `Rename folder ${title}` });
  const input = page.getByRole("textbox", { name: "Folder name" });
  await rename("Gamma").click();
  await input.fill("Gamma two");
  await input.press("Enter");
  await expect(rename("Gamma two")).toBeVisible();
  await rename("Gamma two").click();
  await input.fill("Never saved");
  await input.press("Escape");
  await expect(input).toBeHidden();
  await expect(rename("Gamma two")).toBeVisible();
  await rename("Gamma two").click();
  await input.fill("Gamma three");
  await page.getByRole("heading", { name: "Files", exact: true }).click();
  await expect(rename("Gamma three")).toBeVisible();
  await page.reload();
  await expect(rename("Gamma three")).toBeVisible();
  await expect(page.getByText("Never saved")).toHaveCount(0);

  // Lock and unlock.
  await folderCard(page, "Gamma three").getByRole("button", { name: "Make Gamma three private" }).click();
  await expect(folderCard(page, "Gamma three").getByRole("button", { name: "Make Gamma three public" })).toBeVisible();
  await page.reload();
  const unlock = folderCard(page, "Gamma three").getByRole("button", { name: "Make Gamma three public" });
  await expect(unlock).toBeVisible();
  await unlock.click();
  await expect(folderCard(page, "Gamma three").getByRole("button", { name: "Make Gamma three private" })).toBeVisible();

  // Double-click opens a folder (a double-click on its name too); Enter on its icon link as well.
  await rename("Alpha").dblclick();
  await expect(page).toHaveURL(new RegExp(`${filesUrl(project.id, alpha.id)}$`));
  await expect(fileCard(page, "Inside doc")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Folder name" })).toHaveCount(0);
  await page.getByRole("link", { name: "Files: top level" }).click();
  await folderCard(page, "Alpha").getByRole("link", { name: "Open folder Alpha" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${filesUrl(project.id, alpha.id)}$`));
  await page.goBack();

  // Move is offered while other folders exist.
  const betaMenu = await openMenu(page, "Beta");
  await expect(betaMenu.getByRole("menuitem", { name: "Move" })).toBeVisible();
  await page.keyboard.press("Escape");

  // Delete asks first and says the contents move up.
  const alphaMenu = await openMenu(page, "Alpha");
  await alphaMenu.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Are you sure" });
  await expect(confirm).toContainText("everything in it moves up to the top level");
  await expectAccessible(page);
  await screenshots(page, "files-folder-delete");
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(folderCard(page, "Alpha")).toHaveCount(0);
  await expect(fileCard(page, "Inside doc")).toBeVisible();

  // A project with a single folder offers no move for it.
  const lone = await createProject(await adminApi(), [{ user: mona, role: "manager" }]);
  await createFolder(api, lone.id, "Only folder");
  await page.goto(filesUrl(lone.id));
  const loneMenu = await openMenu(page, "Only folder");
  await expect(loneMenu.getByRole("menuitem", { name: "Delete" })).toBeVisible();
  await expect(loneMenu.getByRole("menuitem", { name: "Move" })).toHaveCount(0);
});

/** Sends uploads at a crawl, so their progress can be watched; null lifts the limit (same CDP session). */
async function uploadSpeed(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  return (bytesPerSecond: number | null) =>
    cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond ?? -1,
    });
}

test("files 3: several uploads with progress, thumbnails, image viewer, video player, download, size limit", async ({
  page,
}) => {
  const { mona, project } = await managerProject();
  await signIn(page, mona.email, mona.password);
  await page.goto(filesUrl(project.id));
  const photo = await pngFile(page, "team-photo.png");
  const clip = await webmFile(page, "demo-clip.webm");
  const big = { name: "big-notes.txt", mimeType: "text/plain", buffer: Buffer.alloc(1_500_000, "a") };

  await page.getByRole("button", { name: "Upload a file" }).click();
  const dialog = page.getByRole("dialog", { name: "File uploads" });
  const upload = dialog.getByRole("button", { name: "Upload", exact: true });
  await expect(upload).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Attach a File" })).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: "Make this private." })).toBeVisible();
  const picker = dialog.locator('input[type="file"]');
  await picker.setInputFiles([photo, clip, big, textFile("stray.txt")]);
  await expect(dialog.getByTestId("upload-row")).toHaveCount(4);
  await dialog.getByRole("button", { name: "Delete File stray.txt" }).click();
  await expect(dialog.getByTestId("upload-row")).toHaveCount(3);
  await expect(upload).toBeEnabled();
  await expectAccessible(page);

  // Each file its own request and its own progress bar.
  const throttle = await uploadSpeed(page);
  await throttle(400_000);
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith(`/pm-pro/v2/projects/${project.id}/files`)) posts.push(r.url());
  });
  await upload.click();
  const bar = dialog.getByRole("progressbar", { name: "Upload of big-notes.txt" });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await screenshots(page, "files-upload-progress");
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await throttle(null);
  expect(posts).toHaveLength(3);

  await expect(fileCard(page, "team-photo.png").locator("img")).toHaveAttribute("src", /\/thumb$/);
  await expect(fileCard(page, "demo-clip.webm")).toBeVisible();
  await expect(fileCard(page, "big-notes.txt")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "files-uploaded");

  // An image opens in a viewer, a video in a player.
  await fileCard(page, "team-photo.png").getByRole("link", { name: "team-photo.png", exact: true }).click();
  const viewer = page.getByTestId("file-modal");
  await expect(viewer.getByTestId("file-image")).toBeVisible();
  expect(await viewer.getByTestId("file-image").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  await expectAccessible(page);
  await screenshots(page, "files-image-viewer");
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(new RegExp(`${filesUrl(project.id, 0)}$`));
  await fileCard(page, "demo-clip.webm").getByRole("link", { name: "demo-clip.webm", exact: true }).click();
  await expect(viewer.getByTestId("file-video")).toBeVisible();
  await expect
    .poll(() => viewer.getByTestId("file-video").evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await screenshots(page, "files-video-player");
  await page.keyboard.press("Escape");

  // Anything downloads under its original name.
  const downloading = page.waitForEvent("download");
  await fileCard(page, "big-notes.txt").getByRole("link", { name: "Download big-notes.txt" }).click();
  expect((await downloading).suggestedFilename()).toBe("big-notes.txt");

  // Over the size limit the server answers 413: its message shows on the file and in a toast.
  const limitMb = Number(process.env.CAIRN_UPLOAD_MAX_MB ?? 50);
  const huge = path.join(os.tmpdir(), `cairn-too-big-${process.pid}.bin`);
  fs.writeFileSync(huge, Buffer.alloc(0));
  fs.truncateSync(huge, Math.round((limitMb + 1) * 1024 * 1024));
  try {
    await page.getByRole("button", { name: "Upload a file" }).click();
    await dialog.locator('input[type="file"]').setInputFiles(huge);
    await dialog.getByRole("button", { name: "Upload", exact: true }).click();
    const refusal = dialog.getByTestId("upload-row").getByRole("alert");
    await expect(refusal).toContainText(`${limitMb} MB`, { timeout: 30_000 });
    const message = (await refusal.textContent()) ?? "";
    await expect(page.locator(".mantine-Notification-root").filter({ hasText: message })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Upload", exact: true })).toBeEnabled();
    await screenshots(page, "files-upload-too-large");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(fileCard(page, path.basename(huge))).toHaveCount(0);
  } finally {
    fs.rmSync(huge, { force: true });
  }
});

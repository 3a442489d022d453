import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import {
  apiAs,
  commentWithFile,
  createDoc,
  createFolder,
  createLink,
  discussionWithFile,
  pngFile,
  setClientCapabilities,
  textFile,
  updateItem,
  uploadFile,
  webmFile,
} from "../support/files";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { adminApi, apiPost, createProject, createUser, type SeededUser } from "../support/seed";

// Long journeys with several accessibility scans and screenshots.
test.describe.configure({ timeout: 120_000 });

const filesUrl = (projectId: number, folderId?: number) =>
  folderId === undefined ? `/projects/${projectId}/files` : `/projects/${projectId}/files/${folderId}`;
const folderCard = (page: Page, title: string) => page.getByTestId("folder-card").filter({ hasText: title });
const fileCard = (page: Page, title: string) => page.getByTestId("file-card").filter({ hasText: title });
/** Opens a card's menu; its items are looked up in that menu only (another may still be fading out). */
async function openMenu(page: Page, title: string) {
  await page.getByRole("button", { name: `Actions for ${title}`, exact: true }).click();
  return page.getByRole("menu", { name: `Actions for ${title}` });
}

/** A project managed by Mona (with her own API session), and optionally one more member. */
async function managerProject(other?: { name: string; role: "co_worker" | "client" }) {
  const admin = await adminApi();
  const mona = await createUser(admin, "Mona Manager");
  const member = other ? await createUser(admin, other.name) : null;
  const project = await createProject(admin, [
    { user: mona, role: "manager" },
    ...(member && other ? [{ user: member, role: other.role }] : []),
  ]);
  return { mona, member: member as SeededUser, project, api: await apiAs(mona) };
}

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

test("files 4: documents with rich text and attachments; links with their service's icon", async ({ page }) => {
  const { mona, project, api } = await managerProject();
  await createLink(api, project.id, { title: "Shared drive", url: "https://www.dropbox.com/s/abc/plan.pdf" });
  await createLink(api, project.id, { title: "Team site", url: "https://contoso.sharepoint.com/sites/team" });
  await createLink(api, project.id, { title: "Contracts", url: "https://app.box.com/s/abc" });
  await createLink(api, project.id, { title: "OneDrive deck", url: "https://1drv.ms/p/s!abc" });
  await createLink(api, project.id, { title: "Wiki", url: "https://example.com/wiki" });

  await signIn(page, mona.email, mona.password);
  await page.goto(filesUrl(project.id));
  await page.getByRole("button", { name: "Create a doc" }).click();
  const docDialog = page.getByRole("dialog", { name: "Create a doc" });
  await docDialog.getByRole("button", { name: "Create a document" }).click();
  await expect(docDialog.getByText("Title is required.")).toBeVisible();
  await docDialog.getByRole("textbox", { name: "Title" }).fill("Style guide");
  await docDialog.getByRole("textbox", { name: "Description" }).click();
  await page.keyboard.type("Use ");
  await page.keyboard.press("Control+b");
  await page.keyboard.type("plain");
  await page.keyboard.press("Control+b");
  await page.keyboard.type(" words.");
  await docDialog.locator('input[type="file"]').setInputFiles(textFile("glossary.txt", "terms"));
  await expect(docDialog.getByRole("checkbox", { name: "Make this private." })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "files-doc-form");
  await docDialog.getByRole("button", { name: "Create a document" }).click();
  await expect(docDialog).toBeHidden();
  const doc = fileCard(page, "Style guide");
  await expect(doc).toContainText("by Mona Manager");
  await expect(doc.locator("strong")).toHaveText("plain");

  await page.getByRole("button", { name: "Link to Docs" }).click();
  const linkDialog = page.getByRole("dialog", { name: "Link to Docs" });
  await linkDialog.getByRole("textbox", { name: "Title" }).fill("Q3 budget");
  await linkDialog.getByRole("textbox", { name: "URL" }).fill("javascript:alert(1)");
  await linkDialog.locator("button[type=submit]", { hasText: "Link" }).click();
  await expect(linkDialog.getByText("A valid URL is required.")).toBeVisible();
  await linkDialog.getByRole("textbox", { name: "URL" }).fill("https://docs.google.com/spreadsheets/d/q3");
  await linkDialog.getByRole("textbox", { name: "Note" }).click();
  await page.keyboard.type("Numbers for the board");
  await expectAccessible(page);
  await screenshots(page, "files-link-form");
  await linkDialog.locator("button[type=submit]", { hasText: "Link" }).click();
  await expect(linkDialog).toBeHidden();

  const budget = fileCard(page, "Q3 budget");
  await expect(budget).toContainText("Numbers for the board");
  await expect(budget.getByRole("img", { name: "Google Docs" })).toBeVisible();
  const online = budget.getByRole("link", { name: "View Online" });
  await expect(online).toHaveAttribute("href", "https://docs.google.com/spreadsheets/d/q3");
  await expect(online).toHaveAttribute("target", "_blank");
  await expect(fileCard(page, "Shared drive").getByRole("img", { name: "Dropbox" })).toBeVisible();
  await expect(fileCard(page, "Team site").getByRole("img", { name: "SharePoint" })).toBeVisible();
  await expect(fileCard(page, "Contracts").getByRole("img", { name: "Box" })).toBeVisible();
  await expect(fileCard(page, "OneDrive deck").getByRole("img", { name: "OneDrive" })).toBeVisible();
  await expect(fileCard(page, "Wiki").locator("[data-service]")).toHaveAttribute("data-service", "web");
  await expectAccessible(page);
  await screenshots(page, "files-docs-links");

  // The doc's attachment is in its single view.
  await doc.getByRole("link", { name: "Style guide", exact: true }).click();
  await expect(page.getByRole("link", { name: "Download glossary.txt" })).toBeVisible();
});

test("files 5: a doc and a link as modals with their own URL: comments, edit in place, revisions, restore", async ({
  page,
  browser,
}) => {
  const { mona, member: carl, project, api } = await managerProject({ name: "Carl Coworker", role: "co_worker" });
  const folder = await createFolder(api, project.id, "Guides");
  const doc = await createDoc(api, project.id, {
    title: "Onboarding",
    description: "<p>Day one: laptops.</p>",
    parent: folder.id,
  });
  const link = await createLink(api, project.id, {
    title: "Design board",
    url: "https://www.figma.com/file/one",
    description: "<p>Latest screens</p>",
    parent: folder.id,
  });

  await signIn(page, mona.email, mona.password);
  await page.goto(filesUrl(project.id, folder.id));
  await fileCard(page, "Onboarding").getByRole("link", { name: "Onboarding", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/files/${folder.id}/doc/${doc.id}$`));
  const modal = page.getByRole("dialog", { name: "Onboarding" });
  await expect(modal).toContainText("Mona Manager");
  await expect(modal.getByTestId("file-created")).not.toBeEmpty();
  await expect(modal).toContainText("Day one: laptops.");
  await expect(modal.getByTestId("revisions")).toContainText("No Revision");

  // Comments (the shared thread, on commentable_type "file").
  await modal.getByRole("textbox", { name: "Comment" }).click();
  await page.keyboard.type("Add the badge pickup.");
  await modal.getByRole("button", { name: "Add", exact: true }).click();
  await expect(modal.getByTestId("comment")).toContainText("Add the badge pickup.");

  // Edit in place: 'Upgrade the doc' keeps the previous version as a revision.
  await modal.getByRole("button", { name: "Edit", exact: true }).click();
  const form = modal.getByTestId("doc-form");
  await form.getByRole("textbox", { name: "Title" }).fill("Onboarding v2");
  await form.getByRole("textbox", { name: "Description" }).click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Day two: accounts.");
  await expectAccessible(page);
  await form.getByRole("button", { name: "Upgrade the doc" }).click();
  await expect(form).toBeHidden();
  const current = page.getByRole("dialog", { name: "Onboarding v2" });
  await expect(current).toContainText("Day two: accounts.");
  await expect(current.getByTestId("revision")).toHaveCount(1);

  // A revision opens; 'View current doc.' returns; restoring makes it current again.
  await current.getByTestId("revision").first().click();
  const old = page.getByRole("dialog", { name: "Onboarding", exact: true });
  await expect(old.getByTestId("revision-notice")).toBeVisible();
  await expect(old).not.toContainText("Day two");
  await expectAccessible(page);
  await screenshots(page, "files-doc-revision");
  await old.getByRole("button", { name: "View current doc." }).click();
  await expect(page.getByRole("dialog", { name: "Onboarding v2" })).toContainText("Day two: accounts.");
  await current.getByTestId("revision").first().click();
  await page.getByRole("button", { name: "Restore this version" }).click();
  const restored = page.getByRole("dialog", { name: "Onboarding", exact: true });
  await expect(restored.getByTestId("revision-notice")).toHaveCount(0);
  await expect(restored).not.toContainText("Day two");
  await expect(restored.getByTestId("revision")).toHaveCount(2);

  // Closing returns to the folder; the URL opens the modal again by itself.
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(new RegExp(`${filesUrl(project.id, folder.id)}$`));
  await expect(fileCard(page, "Onboarding").getByRole("link", { name: /1 comment on/ })).toBeVisible();
  await page.goto(`${filesUrl(project.id, folder.id)}/link/${link.id}`);
  const linkModal = page.getByRole("dialog", { name: "Design board" });
  await expect(linkModal.getByRole("link", { name: "View Online" })).toHaveAttribute(
    "href",
    "https://www.figma.com/file/one",
  );
  await expect(linkModal).toContainText("Latest screens");
  await linkModal.getByRole("button", { name: "Edit", exact: true }).click();
  await linkModal.getByRole("textbox", { name: "URL" }).fill("https://www.figma.com/file/two");
  await linkModal.getByRole("button", { name: "Update link" }).click();
  await expect(linkModal.getByRole("link", { name: "View Online" })).toHaveAttribute(
    "href",
    "https://www.figma.com/file/two",
  );
  await linkModal.getByTestId("revision").first().click();
  await expect(linkModal.getByRole("link", { name: "View Online" })).toHaveAttribute(
    "href",
    "https://www.figma.com/file/one",
  );
  await expectAccessible(page);
  await screenshots(page, "files-link-modal");
  await linkModal.getByRole("button", { name: "View current link." }).click();
  await expect(linkModal.getByRole("link", { name: "View Online" })).toHaveAttribute(
    "href",
    "https://www.figma.com/file/two",
  );

  // A co-worker may read and comment, but Edit is the manager's or the creator's.
  const other = await browser.newContext();
  const carlPage = await other.newPage();
  await signIn(carlPage, carl.email, carl.password);
  await carlPage.goto(`${filesUrl(project.id, folder.id)}/doc/${doc.id}`);
  const carlModal = carlPage.getByRole("dialog", { name: "Onboarding" });
  await expect(carlModal).toContainText("Day one: laptops.");
  await expect(carlModal.getByRole("button", { name: "Edit", exact: true })).toHaveCount(0);
  await expect(carlModal.getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);
  await expect(carlModal.getByRole("textbox", { name: "Comment" })).toBeVisible();
  await other.close();
});

test("files 6: the move dialog searches folders on the server after 2 s and moves with a spinner", async ({ page }) => {
  const { mona, project, api } = await managerProject();
  const finance = await createFolder(api, project.id, "Finance");
  await createFolder(api, project.id, "Finance archive", finance.id);
  await createFolder(api, project.id, "Design");
  await uploadFile(api, project.id, textFile("report.txt", "Q3"));

  await signIn(page, mona.email, mona.password);
  await page.goto(filesUrl(project.id));
  const searches: number[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/files/searchfolder")) searches.push(Date.now());
  });
  const reportMenu = await openMenu(page, "report.txt");
  await reportMenu.getByRole("menuitem", { name: "Move" }).click();
  const dialog = page.getByRole("dialog", { name: "Move" });
  await expect(dialog).toContainText("File:");
  await expect(dialog.getByTestId("move-file-name")).toHaveText("report.txt");
  const picker = dialog.getByRole("combobox", { name: "Move to" });
  await expect(picker).toHaveAttribute("placeholder", "Search Folders");
  const moveButton = dialog.getByRole("button", { name: "Move File" });
  await expect(moveButton).toBeDisabled();

  await picker.click();
  await picker.pressSequentially("Fin", { delay: 50 });
  const typed = Date.now();
  const options = page.getByRole("listbox").getByRole("option");
  await expect(options).toHaveText(["Finance", "Finance archive"], { timeout: 6_000 });
  expect(searches.length, "one search for the whole word").toBe(1);
  expect(searches[0] - typed, "the search waits 2 s after typing").toBeGreaterThanOrEqual(1_900);
  await expectAccessible(page);
  await screenshots(page, "files-move");
  // Emptied text searches nothing.
  await picker.fill("");
  await page.waitForTimeout(2_300);
  expect(searches).toHaveLength(1);
  await picker.pressSequentially("archive");
  await page.getByRole("option", { name: "Finance archive" }).click({ timeout: 6_000 });

  // 'Move File' shows a spinner while the server moves it.
  await page.route("**/files/sorting", async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await moveButton.click();
  await expect(moveButton).toHaveAttribute("data-loading", "true");
  await expect(dialog).toBeHidden();
  await expect(fileCard(page, "report.txt")).toHaveCount(0);
  await page.goto(filesUrl(project.id));
  await folderCard(page, "Finance").getByRole("link", { name: "Open folder Finance" }).click();
  await folderCard(page, "Finance archive").getByRole("link", { name: "Open folder Finance archive" }).click();
  await expect(fileCard(page, "report.txt")).toBeVisible();

  // A folder is never offered itself or its own subfolders.
  await page.getByRole("link", { name: "Files: top level" }).click();
  const financeMenu = await openMenu(page, "Finance");
  await financeMenu.getByRole("menuitem", { name: "Move" }).click();
  await page.getByRole("combobox", { name: "Move to" }).click();
  await expect(page.getByRole("listbox").getByRole("option")).toHaveText(["Design"]);
});

test("files 7: create buttons need create_file; edit, move and delete follow the item's abilities; cut titles", async ({
  page,
}) => {
  const { mona, member: cleo, project, api } = await managerProject({ name: "Cleo Client", role: "client" });
  await createFolder(api, project.id, "Contracts");
  await createFolder(api, project.id, "Invoices");
  await createDoc(api, project.id, { title: "A rather long document title" });
  await uploadFile(api, project.id, textFile("an-uploaded-file-with-a-long-name.txt"));

  // Titles are cut to 20 characters (25 for uploaded files), whole on hover.
  await signIn(page, mona.email, mona.password);
  await page.goto(filesUrl(project.id));
  const docTitle = fileCard(page, "A rather long").getByRole("link", { name: "A rather long docume…" });
  await expect(docTitle).toHaveAttribute("title", "A rather long document title");
  const fileTitle = fileCard(page, "an-uploaded").getByRole("link", { name: "an-uploaded-file-with-a-l…" });
  await expect(fileTitle).toHaveAttribute("title", "an-uploaded-file-with-a-long-name.txt");
  await expect(page.getByTestId("files-create").getByRole("button")).toHaveText([
    "Create a folder",
    "Upload a file",
    "Create a doc",
    "Link to Docs",
  ]);

  // A client without create_file: no create buttons, and no controls on the manager's items.
  await setClientCapabilities(api, project.id, { create_file: false });
  await page.context().clearCookies();
  await signIn(page, cleo.email, cleo.password);
  await page.goto(filesUrl(project.id));
  await expect(folderCard(page, "Contracts")).toBeVisible();
  await expect(page.getByTestId("files-create")).toHaveCount(0);
  await expect(page.getByTestId("file-card").getByRole("button", { name: /^Actions for/ })).toHaveCount(0);
  const contractsMenu = await openMenu(page, "Contracts");
  await expect(contractsMenu.getByRole("menuitem")).toHaveText(["Open"]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: /^Rename folder/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /private$/ })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "files-client-readonly");

  // With create_file back but without view_private_file: forms without 'Make this private.'.
  await setClientCapabilities(api, project.id, { create_file: true });
  await page.reload();
  await page.getByRole("button", { name: "Create a folder" }).click();
  const dialog = page.getByRole("dialog", { name: "Create a folder" });
  await expect(dialog.getByRole("textbox", { name: "Folder name" })).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: "Make this private." })).toHaveCount(0);
  await dialog.getByRole("textbox", { name: "Folder name" }).fill("Client folder");
  await dialog.getByRole("button", { name: "Create folder" }).click();
  // Her own folder is hers to rename, move and delete, but not to lock.
  await expect(page.getByRole("button", { name: "Rename folder Client folder" })).toBeVisible();
  await expect(folderCard(page, "Client folder").getByRole("button", { name: /private$/ })).toHaveCount(0);
  const ownMenu = await openMenu(page, "Client folder");
  await expect(ownMenu.getByRole("menuitem", { name: "Move" })).toBeVisible();
  await expect(ownMenu.getByRole("menuitem", { name: "Delete" })).toBeVisible();
});

test("files 8: a client without view_private_file sees private files neither listed nor by their address", async ({
  page,
}) => {
  const { member: cleo, project, api } = await managerProject({ name: "Cleo Client", role: "client" });
  const secret = await uploadFile(api, project.id, textFile("salaries.txt", "secret"), 0, true);
  const hr = await createFolder(api, project.id, "HR", 0, true);
  const privateDoc = await createDoc(api, project.id, { title: "Reviews", private: true });
  await uploadFile(api, project.id, textFile("readme.txt", "public"));
  await updateItem(api, project.id, secret.id, { title: "salaries.txt" });

  await signIn(page, cleo.email, cleo.password);
  await page.goto(filesUrl(project.id));
  await expect(fileCard(page, "readme.txt")).toBeVisible();
  await expect(page.getByText("salaries.txt")).toHaveCount(0);
  await expect(page.getByText("Reviews")).toHaveCount(0);
  await expect(folderCard(page, "HR")).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "files-client-private");

  await page.goto(`${filesUrl(project.id, 0)}/files/${secret.id}`);
  const missing = page.getByRole("dialog", { name: "File not found" });
  await expect(missing.getByTestId("file-missing")).toHaveText("This file does not exist, or you may not see it.");
  // Not found is an answer, not an error: no toast.
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0);
  await expect(page.getByText("salaries.txt")).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "files-client-private-url");
  await page.goto(`${filesUrl(project.id, 0)}/doc/${privateDoc.id}`);
  await expect(page.getByTestId("file-missing")).toBeVisible();
  await page.goto(filesUrl(project.id, hr.id));
  await expect(page.getByTestId("folder-missing")).toBeVisible();
  expect((await page.request.get(`/api/pm/v2/projects/${project.id}/files/${secret.id}/download`)).status()).toBe(404);
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { dropFiles, pasteFiles, pdfFile } from "../support/drop";
import { pngFile, textFile, uploadFile, webmFile } from "../support/files";
import { fileCard, filesUrl, managerProject } from "../support/files-page";
import { expectAccessible, screenshots, signIn } from "../support/journey";
import { apiPost } from "../support/seed";

// Long journeys with several accessibility scans and screenshots.
test.describe.configure({ timeout: 120_000 });

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

test("files 9: drop and paste to upload, a new version with the previous one downloadable, image and PDF previews", async ({
  page,
}) => {
  const { mona, project, api } = await managerProject();
  const csp: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to (frame|load)/i.test(m.text())) csp.push(m.text());
  });
  await signIn(page, mona.email, mona.password);
  await page.goto(filesUrl(project.id));
  await expect(page.getByRole("heading", { name: "Files", level: 2 })).toBeVisible();

  // Two files dropped on the folder go up at once, each with its own bar, then are listed.
  const throttle = await uploadSpeed(page);
  await throttle(300_000);
  const plan = { name: "plan-v1.txt", mimeType: "text/plain", buffer: Buffer.alloc(400_000, "1") };
  const sketch = await pngFile(page, "sketch.png", "Sketch");
  const zone = page.getByTestId("files-drop-zone");
  await dropFiles(zone, [plan, sketch], { hold: true });
  await expect(zone.getByText("Drop the files to upload them to this folder")).toBeVisible();
  await screenshots(page, "files-drop-hint", { fullPage: false });
  await dropFiles(zone, [plan, sketch]);
  const dialog = page.getByRole("dialog", { name: "File uploads" });
  const bar = dialog.getByRole("progressbar", { name: "Upload of plan-v1.txt" });
  await expect(bar).toBeVisible();
  await expect(dialog.getByRole("progressbar", { name: "Upload of sketch.png" })).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await screenshots(page, "files-drop-progress", { fullPage: false });
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await throttle(null);
  await expect(fileCard(page, "plan-v1.txt")).toBeVisible();
  await expect(fileCard(page, "sketch.png")).toBeVisible();

  // An image pasted into a comment of the file is attached to the comment.
  await fileCard(page, "plan-v1.txt").getByRole("link", { name: "plan-v1.txt", exact: true }).click();
  const modal = page.getByTestId("file-modal");
  const editor = modal.getByTestId("comment-editor");
  await editor.click();
  await page.keyboard.type("The screenshot of the plan");
  await pasteFiles(editor, [await pngFile(page, "image.png", "Pasted")]);
  const form = modal.getByTestId("comment-form");
  await expect(form.getByTestId("upload-row")).toHaveCount(1);
  await expect(form.getByTestId("upload-row")).toContainText(/Pasted image .*\.png/);
  // Nothing of the file made its way into the text.
  await expect(editor).toHaveText("The screenshot of the plan");
  await form.getByRole("button", { name: "Add", exact: true }).click();
  const comment = modal.getByTestId("comment").filter({ hasText: "The screenshot of the plan" });
  await expect(comment.getByRole("link", { name: /Download Pasted image .*\.png/ })).toBeVisible();
  await expect(form.getByTestId("upload-row")).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "files-comment-pasted-image", { fullPage: false });

  // A new version: same file, its comment kept; the previous bytes listed and downloadable.
  const chooser = page.waitForEvent("filechooser");
  await modal.getByRole("button", { name: "Upload a new version" }).click();
  await (await chooser).setFiles({ name: "plan-v2.txt", mimeType: "text/plain", buffer: Buffer.from("version two") });
  await expect(modal.getByRole("heading", { name: "plan-v2.txt" })).toBeVisible();
  const revisions = modal.getByTestId("revisions");
  await expect(revisions.getByTestId("revision")).toHaveCount(1);
  await expect(revisions).toContainText("plan-v1.txt · 391 KB");
  await expect(revisions).toContainText("by Mona Manager");
  await expect(comment).toBeVisible();
  const downloading = page.waitForEvent("download");
  await revisions.getByRole("link", { name: "Download plan-v1.txt" }).click();
  const previous = await downloading;
  expect(previous.suggestedFilename()).toBe("plan-v1.txt");
  expect(fs.readFileSync(await previous.path()).equals(plan.buffer)).toBe(true);
  const current = page.waitForEvent("download");
  await modal.getByRole("link", { name: "Download", exact: true }).click();
  expect(fs.readFileSync(await (await current).path()).toString()).toBe("version two");
  await expectAccessible(page);
  await screenshots(page, "files-new-version", { fullPage: false });
  await page.keyboard.press("Escape");

  // Previews: an image as itself, a PDF in the browser's viewer, both from their download address.
  const pdf = await uploadFile(api, project.id, pdfFile("brief.pdf", "The project brief"));
  await page.reload();
  await fileCard(page, "sketch.png").getByRole("link", { name: "sketch.png", exact: true }).click();
  const image = modal.getByTestId("file-image");
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);
  await screenshots(page, "files-image-preview", { fullPage: false });
  await page.keyboard.press("Escape");
  await fileCard(page, "brief.pdf").getByRole("link", { name: "brief.pdf", exact: true }).click();
  const frame = modal.getByTestId("file-pdf");
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute("src", `/api/pm/v2/projects/${project.id}/files/${pdf.id}/download`);
  const served = await page.request.get(`/api/pm/v2/projects/${project.id}/files/${pdf.id}/download`);
  expect(served.headers()["content-type"]).toBe("application/pdf");
  expect(served.headers()["content-disposition"]).toMatch(/^inline; filename="brief.pdf"/);
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  // Chromium's viewer draws the page in frames of its own: give it a moment before looking.
  await page.waitForTimeout(1500);
  await expectAccessible(page);
  await screenshots(page, "files-pdf-preview", { fullPage: false });
  expect(csp).toEqual([]);
});

test("files 10: files dropped or pasted on a task's description are attached when it is saved", async ({ page }) => {
  const { mona, project, api } = await managerProject();
  const list = await apiPost(api, `pm/v2/projects/${project.id}/task-lists`, { title: "Launch" });
  const task = await apiPost(api, `pm/v2/projects/${project.id}/tasks`, {
    title: "Write the brief",
    task_list_id: list.id,
  });
  await signIn(page, mona.email, mona.password);
  await page.goto(`/projects/${project.id}/task-lists/tasks/${task.id}`);
  await page.getByRole("button", { name: "Edit description" }).click();
  const editor = page.getByRole("textbox", { name: "Description" });
  await editor.click();
  await page.keyboard.type("See the mock-up.");
  await pasteFiles(editor, [await pngFile(page, "image.png", "Mock-up")]);
  const zone = page.getByTestId("task-description-drop");
  await dropFiles(zone, [textFile("notes.txt", "notes")]);
  await expect(zone.getByTestId("upload-row")).toHaveCount(2);
  await expect(editor).toHaveText("See the mock-up.");
  await screenshots(page, "task-description-files", { fullPage: false });
  await zone.getByRole("button", { name: "Save" }).click();
  await expect(zone).toBeHidden();
  const attachments = page.getByRole("list", { name: "Attachments" });
  await expect(attachments.getByRole("link", { name: "Download notes.txt" })).toBeVisible();
  await expect(attachments.getByRole("link", { name: /Download Pasted image .*\.png/ })).toBeVisible();
  await expect(page.getByText("See the mock-up.")).toBeVisible();
  await expectAccessible(page);
});

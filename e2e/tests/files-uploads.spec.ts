import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { pngFile, textFile, webmFile } from "../support/files";
import { fileCard, filesUrl, managerProject } from "../support/files-page";
import { expectAccessible, screenshots, signIn } from "../support/journey";

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

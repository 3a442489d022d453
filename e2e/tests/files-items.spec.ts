import { expect, test } from "@playwright/test";
import { createDoc, createFolder, createLink, textFile, uploadFile } from "../support/files";
import { fileCard, filesUrl, folderCard, managerProject, openMenu } from "../support/files-page";
import { expectAccessible, screenshots, signIn } from "../support/journey";

// Long journeys with several accessibility scans and screenshots.
test.describe.configure({ timeout: 120_000 });

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

  // Edit in place: 'Update the doc' keeps the previous version as a revision.
  await modal.getByRole("button", { name: "Edit", exact: true }).click();
  const form = modal.getByTestId("doc-form");
  await form.getByRole("textbox", { name: "Title" }).fill("Onboarding v2");
  await form.getByRole("textbox", { name: "Description" }).click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Day two: accounts.");
  await expectAccessible(page);
  await form.getByRole("button", { name: "Update the doc" }).click();
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
  await picker.pressSequentially("Fi", { delay: 50 });
  // Taken before the last key goes out: under load its round trip can end well after the page saw the key.
  const typed = Date.now();
  await picker.press("n");
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

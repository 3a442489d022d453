import { expect, test } from "@playwright/test";
import {
  commentWithFile,
  createDoc,
  createFolder,
  createLink,
  discussionWithFile,
  textFile,
  uploadFile,
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

test("files 1b: a folder of 1,000 items loads 48 cards at a time", async ({ page }) => {
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
  // How fast is the bench's to say (files list, bench/routes.ts); a wall-clock limit here only measured how
  // busy the CI machine was.
  await page.goto(filesUrl(project.id, big.id));
  const cards = page.locator('[data-testid="folder-card"], [data-testid="file-card"]');
  await expect(cards).toHaveCount(48);
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

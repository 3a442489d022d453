import { expect, test } from "@playwright/test";
import { createDoc, createFolder, setClientCapabilities, textFile, updateItem, uploadFile } from "../support/files";
import { fileCard, filesUrl, folderCard, managerProject, openMenu } from "../support/files-page";
import { expectAccessible, screenshots, signIn } from "../support/journey";

// Long journeys with several accessibility scans and screenshots.
test.describe.configure({ timeout: 120_000 });

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

import type { Page } from "@playwright/test";
import { apiAs } from "./files";
import { adminApi, createProject, createUser, type SeededUser } from "./seed";

export const filesUrl = (projectId: number, folderId?: number) =>
  folderId === undefined ? `/projects/${projectId}/files` : `/projects/${projectId}/files/${folderId}`;
export const folderCard = (page: Page, title: string) => page.getByTestId("folder-card").filter({ hasText: title });
export const fileCard = (page: Page, title: string) => page.getByTestId("file-card").filter({ hasText: title });
/** Opens a card's menu; its items are looked up in that menu only (another may still be fading out). */
export async function openMenu(page: Page, title: string) {
  await page.getByRole("button", { name: `Actions for ${title}`, exact: true }).click();
  return page.getByRole("menu", { name: `Actions for ${title}` });
}

/** A project managed by Mona (with her own API session), and optionally one more member. */
export async function managerProject(other?: { name: string; role: "co_worker" | "client" }) {
  const admin = await adminApi();
  const mona = await createUser(admin, "Mona Manager");
  const member = other ? await createUser(admin, other.name) : null;
  const project = await createProject(admin, [
    { user: mona, role: "manager" },
    ...(member && other ? [{ user: member, role: other.role }] : []),
  ]);
  return { mona, member: member as SeededUser, project, api: await apiAs(mona) };
}

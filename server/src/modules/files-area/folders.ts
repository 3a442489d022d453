import { FILES_MESSAGES } from "@cairn/shared";
import { and, eq } from "drizzle-orm";
import { invalidField } from "../../core/http/errors";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { files } from "../../db/schema";
import { type ChainLink, chainPrivate, chainVisible, loadEntryChain } from "../attachments/chain";

export type FolderTarget = { id: number; title: string; chain: ChainLink[]; isPrivate: boolean };

/**
 * The folder a write puts something into (0 = top level), which the caller must see. Inside a
 * transaction its row is locked for share, so a concurrent delete of that folder waits for this write
 * (and then moves what it wrote up with the rest) or has already happened (and this write is refused).
 */
export async function folderForWrite(
  tx: Executor,
  access: ProjectAccess,
  folderId: number,
  field: string,
): Promise<FolderTarget> {
  if (folderId === 0) return { id: 0, title: "", chain: [], isPrivate: false };
  const [locked] = await tx
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.id, folderId),
        eq(files.projectId, access.project.id),
        eq(files.fileableType, "project"),
        eq(files.type, "folder"),
      ),
    )
    .for("share");
  const chain = locked ? await loadEntryChain(tx, access.project.id, folderId) : [];
  if (!chainVisible(access, chain)) throw invalidField(field, FILES_MESSAGES.chooseFolder);
  return { id: folderId, title: chain[0].name, chain, isPrivate: chainPrivate(chain) };
}

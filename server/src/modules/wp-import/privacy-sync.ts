import { eq } from "drizzle-orm";
import { setActivityPrivacy } from "../../core/activity/record";
import { privateKindsOf } from "../../core/policy/policy";
import type { Executor } from "../../db/client";
import { tasks } from "../../db/schema";
import { syncAttachmentPrivacy } from "../attachments/store";
import type { BoardRef } from "./context";

/**
 * A re-run that changes an item's privacy restamps what copies it, as Cairn's own updates do: the item's (and,
 * for a list, its tasks') activity and attachments. New items need none of this: their activity and files are
 * written after them, with their privacy.
 */
export async function resyncTaskPrivacy(
  tx: Executor,
  updated: readonly { id: number; isPrivate: boolean; listPrivate: boolean }[],
): Promise<void> {
  for (const own of [true, false]) {
    for (const list of [true, false]) {
      const ids = updated.filter((u) => u.isPrivate === own && u.listPrivate === list).map((u) => u.id);
      if (ids.length === 0) continue;
      const kinds = privateKindsOf({ kind: "task", isPrivate: own }, { kind: "list", isPrivate: list });
      await setActivityPrivacy(tx, "task", ids, kinds);
      await syncAttachmentPrivacy(tx, "task", ids, own || list);
    }
  }
}

export async function resyncBoardPrivacy(tx: Executor, board: BoardRef): Promise<void> {
  const kind = board.kind === "task_list" ? "list" : board.kind === "milestone" ? "milestone" : "message";
  await setActivityPrivacy(tx, board.kind, [board.cairnId], privateKindsOf({ kind, isPrivate: board.isPrivate }));
  await syncAttachmentPrivacy(tx, board.kind, board.cairnId, board.isPrivate);
  if (board.kind !== "task_list") return;
  const rows = await tx
    .select({ id: tasks.id, isPrivate: tasks.isPrivate })
    .from(tasks)
    .where(eq(tasks.taskListId, board.cairnId));
  await resyncTaskPrivacy(
    tx,
    rows.map((r) => ({ ...r, listPrivate: board.isPrivate })),
  );
}

import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { comments, files } from "../../db/schema";
import { detachAllFiles, type FileableType } from "./store";

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Deletes the comments on the given items and every reply under them; returns the deleted ids. */
async function deleteThreads(tx: Executor, projectId: number, type: string, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const gone = await tx
    .delete(comments)
    .where(
      sql`${comments.id} in (
        with recursive tree(id) as (
          select c.id from ${comments} c
            where c.project_id = ${projectId} and c.commentable_type = ${type} and c.commentable_id in (${idList(ids)})
          union
          select c.id from ${comments} c join tree on c.commentable_type = 'comment' and c.commentable_id = tree.id
        )
        select id from tree)`,
    )
    .returning({ id: comments.id });
  return gone.map((g) => g.id);
}

/**
 * What goes with deleted items: their comments and every reply, the attachments of the items and of
 * those comments, and the comments on those attachments. For `comment` the items are comments
 * themselves. Returns the storage keys no longer referenced: remove the bytes after the commit.
 */
export async function purgeItems(
  tx: Executor,
  projectId: number,
  type: FileableType,
  ids: readonly number[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const thread = await deleteThreads(tx, projectId, type, ids);
  if (type === "comment") {
    await tx.delete(comments).where(and(eq(comments.projectId, projectId), inArray(comments.id, [...ids])));
  }
  const commentIds = type === "comment" ? [...ids, ...thread] : thread;
  const attached = await tx
    .select({ id: files.id })
    .from(files)
    .where(
      sql`(${files.fileableType} = ${type} and ${files.fileableId} in (${idList(ids)}))${
        commentIds.length > 0
          ? sql` or (${files.fileableType} = 'comment' and ${files.fileableId} in (${idList(commentIds)}))`
          : sql``
      }`,
    );
  const onFiles = await deleteThreads(
    tx,
    projectId,
    "file",
    attached.map((f) => f.id),
  );
  return [...(await detachAllFiles(tx, type, ids)), ...(await detachAllFiles(tx, "comment", [...thread, ...onFiles]))];
}

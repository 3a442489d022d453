import { eq } from "drizzle-orm";
import { comments } from "../../db/schema";
import { authorOf, type ImportContext, type ProjectScope, userOf } from "./context";
import { phpValue, richText, sourceId } from "./decode";
import { hashOf, lookup } from "./mapping";
import type { SourceRow } from "./source";
import { type SourceItem, writeRows } from "./write";

/**
 * Comments on every kind of item, a page at a time. Replies (commentable_type comment) come after what they
 * answer, as ids grow; comments on files wait for the files (importComments(…, "files")). The plugin's
 * `task_activity` rows are its own notes of a status change, which Cairn keeps as activity, not as comments.
 */
const COLUMNS =
  "id, content, mentioned_users, commentable_id, commentable_type, created_by, updated_by, created_at, updated_at";

type Target = { type: string; id: number };

const BOARD_TYPES = new Set(["task_list", "milestone", "discussion_board"]);

function mentioned(ctx: ImportContext, value: unknown): number[] {
  const decoded = phpValue(value);
  const list = Array.isArray(decoded)
    ? decoded
    : decoded && typeof decoded === "object"
      ? Object.values(decoded)
      : String(decoded ?? "").split(",");
  return [...new Set(list.map((v) => userOf(ctx, sourceId(v))).filter((v): v is number => v !== null))];
}

export async function importComments(ctx: ImportContext, scope: ProjectScope, pass: "items" | "files"): Promise<void> {
  const where =
    pass === "files" ? "project_id = ? and commentable_type = 'file'" : "project_id = ? and commentable_type <> 'file'";
  for await (const page of ctx.src.pages("pm_comments", COLUMNS, { where, params: [scope.sourceId] })) {
    await importPage(ctx, scope, page);
    ctx.progress.advance("comments", page.length);
  }
}

async function importPage(ctx: ImportContext, scope: ProjectScope, page: SourceRow[]) {
  const { report, tx } = ctx;
  const ofType = (type: string) =>
    page.filter((c) => c.commentable_type === type).map((c) => sourceId(c.commentable_id));
  const taskIds = await lookup(tx, "tasks", ofType("task"));
  const fileIds = await lookup(tx, "files", ofType("file"));
  // Replies to comments of earlier pages (or runs); replies within this page are resolved as it is written.
  const earlier = await lookup(tx, "comments", ofType("comment"));
  const written = new Map<string, number>();
  const targetOf = (row: SourceRow): Target | null => {
    const type = String(row.commentable_type);
    const id = sourceId(row.commentable_id);
    if (type === "project") return { type, id: scope.projectId };
    if (!id) return null;
    if (type === "task") return taskIds.has(id) ? { type, id: (taskIds.get(id) as { cairnId: number }).cairnId } : null;
    if (type === "file") return fileIds.has(id) ? { type, id: (fileIds.get(id) as { cairnId: number }).cairnId } : null;
    if (type === "comment") {
      const parent = written.get(id) ?? earlier.get(id)?.cairnId;
      return parent === undefined ? null : { type, id: parent };
    }
    if (BOARD_TYPES.has(type)) {
      const board = scope.boards.get(id);
      return board?.kind === type ? { type, id: board.cairnId } : null;
    }
    return null;
  };
  // Oldest first, one row at a time into the batch, so a reply finds a parent earlier in the same page.
  let batch: SourceItem<ReturnType<typeof values>>[] = [];
  const values = (row: SourceRow, target: Target) => ({
    projectId: scope.projectId,
    commentableType: target.type,
    commentableId: target.id,
    content: richText(row.content) || "<p></p>",
    mentionedUsers: mentioned(ctx, row.mentioned_users),
    createdBy: authorOf(ctx, row.created_by),
    updatedBy: userOf(ctx, row.updated_by),
    createdAt: ctx.clock.local(row.created_at) ?? new Date(),
    updatedAt: ctx.clock.local(row.updated_at) ?? ctx.clock.local(row.created_at) ?? new Date(),
  });
  const flush = async () => {
    const done = await writeRows(ctx, {
      kind: "comments",
      sourceTable: "comments",
      cairnTable: "comments",
      items: batch,
      insert: (rows) =>
        tx
          .insert(comments)
          .values(rows)
          .then(() => undefined),
      update: (id, v) =>
        tx
          .update(comments)
          .set(v)
          .where(eq(comments.id, id))
          .then(() => undefined),
    });
    for (const [s, c] of done.ids) written.set(s, c);
    batch = [];
  };
  for (const row of page) {
    const type = String(row.commentable_type);
    if (type === "task_activity") {
      report.count("comments", "read");
      report.notice(
        "comments",
        "pm_comments",
        row.id,
        "skipped",
        "the plugin's note of a status change (kept as activity)",
      );
      continue;
    }
    if (
      type === "comment" &&
      !written.has(String(row.commentable_id)) &&
      batch.some((b) => b.sourceId === String(row.commentable_id))
    ) {
      await flush();
    }
    const target = targetOf(row);
    if (!target) {
      report.count("comments", "read");
      report.notice(
        "comments",
        "pm_comments",
        row.id,
        "skipped",
        `the ${type} ${row.commentable_id} it is on is missing`,
      );
      continue;
    }
    batch.push({ sourceId: String(row.id), hash: hashOf({ row, target: type }), values: values(row, target) });
  }
  await flush();
}

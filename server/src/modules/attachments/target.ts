import { COMMENTABLE_TYPES, type CommentableType, MESSAGES, MODULE, type PrivateKind } from "@cairn/shared";
import { and, eq, sql } from "drizzle-orm";
import { missingAs, notFound } from "../../core/http/errors";
import { type FeatureModules, requireModuleOn } from "../../core/modules/guard";
import { privateKindsOf } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { comments, files } from "../../db/schema";
import { chainPrivate, chainVisible, loadEntryChain } from "./chain";

/**
 * An item that comments and attachments hang on, once the caller is known to see it. For a reply
 * (`comment`) it is the item the thread belongs to, with `replyTo` naming the comment answered.
 */
export type Target = {
  type: Exclude<CommentableType, "comment">;
  id: number;
  title: string;
  createdBy: number;
  isPrivate: boolean;
  /** The view_private kinds a reader needs: stored on activity rows so feeds filter in SQL. */
  privateKinds: PrivateKind[];
  replyTo?: number;
};

/** The kinds of item whose module tells whether the caller sees one (their own load and privacy rules). */
export type RegisteredTargetType = "task" | "task_list" | "milestone" | "discussion_board";

/**
 * What hangs on a file item (its comments, and their files) is shown only in the files area: it goes with the
 * files module, answering 404 module_disabled while that is off.
 */
export async function requireTargetModuleOn(modules: FeatureModules, target: Target): Promise<void> {
  if (target.type === "file") await requireModuleOn(modules, MODULE.files);
}

/** Loads one item of the caller's project as a target, or throws the 404 its module answers for it. */
export type TargetLoader = (db: Executor, access: ProjectAccess, id: number) => Promise<Target>;

const loaders = new Map<RegisteredTargetType, TargetLoader>();

/**
 * Called by the module of an item kind as the app is built (modules/index.ts), so that what hangs on items
 * (attachments, comments, git-bit's links) finds them without naming the modules that own them.
 */
export function registerTarget(type: RegisteredTargetType, loader: TargetLoader): void {
  loaders.set(type, loader);
}

export const isCommentable = (type: string): type is CommentableType =>
  (COMMENTABLE_TYPES as readonly string[]).includes(type);

/** The item a comment's thread belongs to (following replies up), in one query. */
async function rootOfComment(db: Executor, projectId: number, commentId: number) {
  const [root] = await db
    .select({ type: comments.commentableType, id: comments.commentableId })
    .from(comments)
    .where(
      and(
        eq(comments.projectId, projectId),
        sql`${comments.id} in (
          with recursive up(id, ctype, cid, depth) as (
            select c.id, c.commentable_type, c.commentable_id, 0 from ${comments} c
              where c.id = ${commentId} and c.project_id = ${projectId}
            union all
            select c.id, c.commentable_type, c.commentable_id, up.depth + 1 from ${comments} c
              join up on up.ctype = 'comment' and c.id = up.cid
              where c.project_id = ${projectId} and up.depth < 20
          )
          select id from up where ctype <> 'comment')`,
      ),
    )
    .limit(1);
  if (!root || !isCommentable(root.type) || root.type === "comment") throw notFound(MESSAGES.commentNotFound);
  return { type: root.type, id: root.id };
}

/**
 * Loads the item of THIS project that a comment or attachment names, if the caller may see it;
 * anything else (another project's item, a private item, an unknown id) is 404.
 */
export async function loadVisibleTarget(
  db: Executor,
  access: ProjectAccess,
  type: CommentableType,
  id: number,
  depth = 0,
): Promise<Target> {
  if (depth > 4) throw notFound();
  const base = { id, isPrivate: false };
  switch (type) {
    case "task":
    case "task_list":
    case "milestone":
    case "discussion_board": {
      const loader = loaders.get(type);
      if (!loader) throw notFound();
      return loader(db, access, id);
    }
    case "project": {
      if (id !== access.project.id) throw notFound("No projects found.");
      const p = access.project;
      return { ...base, type, title: p.title, createdBy: p.createdBy, privateKinds: [] };
    }
    case "file":
      return loadVisibleFileTarget(db, access, id, depth);
    case "comment": {
      const root = await rootOfComment(db, access.project.id, id);
      // A reply to a comment on an item the caller may not see answers as a reply to no comment.
      const thread = await loadVisibleTarget(db, access, root.type, root.id, depth + 1).catch(
        missingAs(MESSAGES.commentNotFound),
      );
      return { ...thread, replyTo: id };
    }
  }
}

/** A file: an attachment is as visible as its item; a files-area entry has its own privacy. */
async function loadVisibleFileTarget(db: Executor, access: ProjectAccess, id: number, depth: number): Promise<Target> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.projectId, access.project.id)))
    .limit(1);
  if (!row || !isCommentable(row.fileableType)) throw notFound(MESSAGES.fileNotFound);
  const own = { type: "file" as const, id, title: row.name, createdBy: row.createdBy, isPrivate: row.isPrivate };
  if (row.fileableType === "project") {
    // A files-area entry is hidden by its own privacy and by any private folder above it.
    const chain = await loadEntryChain(db, access.project.id, id);
    if (!chainVisible(access, chain)) throw notFound(MESSAGES.fileNotFound);
    return { ...own, privateKinds: privateKindsOf({ kind: "file", isPrivate: chainPrivate(chain) }) };
  }
  const parent = await loadVisibleTarget(db, access, row.fileableType, row.fileableId, depth + 1);
  return { ...own, privateKinds: parent.privateKinds };
}

import { MESSAGES } from "@cairn/shared";
import { missingAs, notFound } from "../../core/http/errors";
import type { ItemLoader } from "../../core/policy/addressed-items";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { isCommentable, loadVisibleTarget, requireTargetModuleOn, type Target } from "../attachments/target";
import { type CommentWithCreator, loadComment } from "./queries";

export type LoadedComment = CommentWithCreator & { target: Target };

/**
 * A comment of this project on an item the caller may see, with that item; anything else is the missing
 * comment's 404 (a comment on a hidden task answers as no comment, not as the task's 404).
 */
export async function loadVisibleComment(db: Executor, access: ProjectAccess, id: number): Promise<LoadedComment> {
  const row = await loadComment(db, access.project.id, id);
  const type = row.comment.commentableType;
  if (!isCommentable(type)) throw notFound(MESSAGES.commentNotFound);
  const target = await loadVisibleTarget(db, access, type, row.comment.commentableId).catch(
    missingAs(MESSAGES.commentNotFound),
  );
  return { ...row, target };
}

declare module "../../core/policy/addressed-items" {
  interface AddressedItems {
    comment: LoadedComment;
  }
}

/**
 * The comment a route's `:comment_id` names, with the item its thread is on, for the route-access hook. A
 * file's thread belongs to the files area: while that module is off it answers module_disabled, before any 403.
 */
export const commentLoader: ItemLoader<LoadedComment> = {
  param: "comment_id",
  load: async (db, access, id, req) => {
    const row = await loadVisibleComment(db, access, id);
    await requireTargetModuleOn(req.server.featureModules, row.target);
    return row;
  },
  owner: (row) => row.comment,
};

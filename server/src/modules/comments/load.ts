import { MESSAGES } from "@cairn/shared";
import { notFound } from "../../core/http/errors";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { isCommentable, loadVisibleTarget, type Target } from "../attachments/target";
import { type CommentWithCreator, loadComment } from "./queries";

/** A comment of this project on an item the caller may see, with that item; anything else is 404. */
export async function loadVisibleComment(
  db: Executor,
  access: ProjectAccess,
  id: number,
): Promise<CommentWithCreator & { target: Target }> {
  const row = await loadComment(db, access.project.id, id);
  const type = row.comment.commentableType;
  if (!isCommentable(type)) throw notFound(MESSAGES.commentNotFound);
  const target = await loadVisibleTarget(db, access, type, row.comment.commentableId);
  return { ...row, target };
}

import { MESSAGES } from "@cairn/shared";
import { and, eq } from "drizzle-orm";
import { notFound } from "../../core/http/errors";
import type { ItemLoader } from "../../core/policy/addressed-items";
import { visibleSql } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { discussionBoards } from "../../db/schema";

export type DiscussionRow = typeof discussionBoards.$inferSelect;

export const visibleDiscussionSql = (access: ProjectAccess) =>
  visibleSql(access, "message", { isPrivate: discussionBoards.isPrivate, createdBy: discussionBoards.createdBy });

/** A discussion of this project that the caller may see; anything else is 404. */
export async function loadVisibleDiscussion(db: Executor, access: ProjectAccess, id: number): Promise<DiscussionRow> {
  const [row] = await db
    .select()
    .from(discussionBoards)
    .where(
      and(eq(discussionBoards.id, id), eq(discussionBoards.projectId, access.project.id), visibleDiscussionSql(access)),
    )
    .limit(1);
  if (!row) throw notFound(MESSAGES.discussionNotFound);
  return row;
}

declare module "../../core/policy/addressed-items" {
  interface AddressedItems {
    message: DiscussionRow;
  }
}

/** The discussion a route's `:discussion_id` names, for the route-access hook. */
export const discussionLoader: ItemLoader<DiscussionRow> = {
  param: "discussion_id",
  load: loadVisibleDiscussion,
  owner: (discussion) => discussion,
};

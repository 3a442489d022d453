import { MESSAGES } from "@cairn/shared";
import { eq } from "drizzle-orm";
import { notFound } from "../../core/http/errors";
import type { UnplacedItemLoader } from "../../core/policy/addressed-items";
import { policy } from "../../core/policy/policy";
import { loadProjectAccess } from "../../core/policy/project-access";
import { taskLists } from "../../db/schema";
import { loadVisibleList, type TaskListRow } from "../tasks/list-load";

/**
 * The list a duplicate call's `:id` names (its address has no project: the list gives it), for the
 * route-access hook: one the caller may not see is the missing list's 404; copying it is creating a list in its
 * project (the policy's duplicateList, 403 otherwise).
 */
export const duplicatedListLoader: UnplacedItemLoader<TaskListRow> = {
  param: "id",
  load: async (db, me, id) => {
    const [owner] = await db.select({ projectId: taskLists.projectId }).from(taskLists).where(eq(taskLists.id, id));
    if (!owner) throw notFound(MESSAGES.listNotFound);
    const access = await loadProjectAccess(db, me, owner.projectId, MESSAGES.listNotFound);
    return { item: await loadVisibleList(db, access, id), project: access };
  },
  allows: (_list, does, access) =>
    does === "see" || (does === "create" && access !== undefined && policy.duplicateList(access)),
};

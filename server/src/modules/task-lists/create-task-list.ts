import type { CreateTaskListBody } from "@cairn/shared";
import { and, eq, sql } from "drizzle-orm";
import { recordActivity } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { sanitizeRichText } from "../../core/http/sanitize";
import { authorize, policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Db } from "../../db/client";
import { taskLists } from "../../db/schema";
import { assertMilestoneInProject } from "../tasks/milestone-in-project";
import { listActivity } from "./activity";

export async function createTaskList(db: Db, me: CurrentUser, access: ProjectAccess, body: CreateTaskListBody) {
  authorize(policy.create(access, "list"));
  if (body.privacy) authorize(policy.setPrivacy(access, "list"));
  return db.transaction(async (tx) => {
    await assertMilestoneInProject(tx, access, body.milestone);
    // The Inbox keeps its far-away order, so new lists go after the last ordinary one.
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${taskLists.order}), 0) + 1`.mapWith(Number) })
      .from(taskLists)
      .where(and(eq(taskLists.projectId, access.project.id), eq(taskLists.isInbox, false)));
    const [list] = await tx
      .insert(taskLists)
      .values({
        projectId: access.project.id,
        title: body.title,
        description: sanitizeRichText(body.description ?? ""),
        isPrivate: body.privacy ?? false,
        milestoneId: body.milestone ?? null,
        order: next,
        createdBy: me.id,
        updatedBy: me.id,
      })
      .returning();
    const activity = await recordActivity(tx, listActivity(me, list, "create_task_list", "create"));
    return { list, activity };
  });
}

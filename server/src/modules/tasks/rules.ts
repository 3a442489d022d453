import { MESSAGES, TASK_LIST_STATUS } from "@cairn/shared";
import { and, eq, inArray } from "drizzle-orm";
import { invalidField, unprocessable } from "../../core/http/errors";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { projectMembers } from "../../db/schema";
import { loadVisibleList, type TaskListRow } from "./list-load";

/** Only members of the project can be given its tasks. */
export async function assertAssigneesAreMembers(db: Executor, access: ProjectAccess, userIds: readonly number[]) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, access.project.id), inArray(projectMembers.userId, ids)));
  if (found.length !== ids.length) throw invalidField("assignees", MESSAGES.assigneesNotMembers);
}

/** Dates are YYYY-MM-DD strings, so comparing them as text compares the days, with no time zone involved. */
export function assertDateOrder(startAt: string | null, dueDate: string | null) {
  if (startAt && dueDate && dueDate < startAt) throw invalidField("due_date", MESSAGES.dueBeforeStart);
}

/**
 * Tasks of an archived list are read-only: kept as they were, until the list is restored or the task moved to a
 * current list (a status change, an edit, a timer would change work put away).
 */
export function assertListCurrent(list: Pick<TaskListRow, "status">, message: string = MESSAGES.taskOnArchivedList) {
  if (list.status === TASK_LIST_STATUS.archived) throw unprocessable(message);
}

/** A visible list of this project that may take tasks: archived lists refuse new ones (422). */
export async function loadOpenList(db: Executor, access: ProjectAccess, listId: number): Promise<TaskListRow> {
  const list = await loadVisibleList(db, access, listId);
  assertListCurrent(list, MESSAGES.listArchived);
  return list;
}

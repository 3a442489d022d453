import { KANBOARD_MESSAGES } from "@cairn/shared";
import { and, eq } from "drizzle-orm";
import { notFound } from "../../core/http/errors";
import { kanboardColumns } from "../../db/schema";
import type { TaskCreation, TaskCreationPlan, TaskHook } from "../tasks/hooks";
import {
  cardFollowsStatusSql,
  membersAmong,
  newTaskToColumnSql,
  newTaskToTodoSql,
  statusOnLanding,
} from "./automation";

/**
 * A new task's card: in the column asked for (`kan_board_id`), where that column's rule applies to it (its
 * people join, a done column creates it complete); else in the `todo` column that takes it, if any. A sub-task
 * gets no card (the board shows tasks). Written by the task's own creating statement.
 */
async function beforeCreate(c: TaskCreation): Promise<TaskCreationPlan | undefined> {
  if (c.parent) return undefined;
  const columnId = c.body.kan_board_id;
  if (columnId === undefined) return { sideEffects: [newTaskToTodoSql()] };
  const [column] = await c.db
    .select({ automation: kanboardColumns.automation })
    .from(kanboardColumns)
    .where(and(eq(kanboardColumns.id, columnId), eq(kanboardColumns.projectId, c.access.project.id)))
    .limit(1);
  if (!column) throw notFound(KANBOARD_MESSAGES.columnNotFound);
  const a = column.automation;
  return {
    sideEffects: [newTaskToColumnSql(columnId)],
    assigneeIds: a.type === "users" ? await membersAmong(c.db, c.access.project.id, a.users) : [],
    complete: statusOnLanding(a) === 1,
  };
}

/** The kanboard's part in every task creation and status change (tasks/hooks.ts). */
export const kanboardTaskHook: TaskHook = {
  beforeCreate,
  statusSideEffects: ({ task, status }) => (task.parentId > 0 ? [] : [cardFollowsStatusSql(status)]),
};

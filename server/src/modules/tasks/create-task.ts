import { type CreateTaskBody, MESSAGES } from "@cairn/shared";
import { eq, sql } from "drizzle-orm";
import { changeWithActivity } from "../../core/activity/change-with-activity";
import type { CurrentUser } from "../../core/auth/current-user";
import { notFound } from "../../core/http/errors";
import { sanitizeRichText } from "../../core/http/sanitize";
import { authorize, policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import { type Db, type Executor, idArray } from "../../db/client";
import { taskAssignees, tasks } from "../../db/schema";
import { assertTaskTypeExists } from "../task-types/load";
import { taskActivity } from "./activity";
import { planTaskCreation } from "./hooks";
import type { TaskRow } from "./load";
import { assertMilestoneInProject } from "./milestone-in-project";
import { assertAssigneesAreMembers, assertDateOrder, loadOpenList } from "./rules";

/** SQL: the order that puts a new task at the end of its list, evaluated inside the insert itself. */
export const nextTaskOrderSql = (listId: number) =>
  sql<number>`(select coalesce(max(${tasks.order}), 0) + 1 from ${tasks} where ${tasks.taskListId} = ${listId})`;

/** New tasks go to the end of their list. */
export async function nextTaskOrder(tx: Executor, listId: number): Promise<number> {
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${tasks.order}), 0) + 1`.mapWith(Number) })
    .from(tasks)
    .where(eq(tasks.taskListId, listId));
  return next;
}

/**
 * A new task at the end of its list. With `parent`, a sub-task (the sub-tasks module, which checks who may):
 * in the parent's list, private as the parent is, and its assignees join the parent's.
 */
export async function createTask(
  db: Db,
  me: CurrentUser,
  access: ProjectAccess,
  body: CreateTaskBody,
  parent?: TaskRow,
) {
  if (!parent) {
    authorize(policy.create(access, "task"));
    if (body.privacy) authorize(policy.setPrivacy(access, "task"));
  }
  // A task sent without a list goes to the project's Inbox, as in the original.
  const listId = parent?.taskListId ?? body.task_list_id ?? body.board_id ?? access.project.inboxListId;
  if (listId === null) throw notFound(MESSAGES.listNotFound);
  const list = await loadOpenList(db, access, listId);
  assertDateOrder(body.start_at ?? null, body.due_date ?? null);
  const asked = [...new Set(body.assignees ?? [])];
  await assertAssigneesAreMembers(db, access, asked);
  await assertMilestoneInProject(db, access, body.milestone);
  await assertTaskTypeExists(db, body.type_id);
  // What other features add (the kanboard's column and its automation), written by the same statement.
  const plan = await planTaskCreation({ db, me, access, body, list, parent });
  const assigneeIds = [...new Set([...asked, ...plan.assigneeIds])];
  const insert = db
    .insert(tasks)
    .values({
      projectId: access.project.id,
      taskListId: list.id,
      title: body.title,
      description: sanitizeRichText(body.description ?? ""),
      estimation: body.estimation ?? 0,
      startAt: body.start_at ?? null,
      dueDate: body.due_date ?? null,
      complexity: body.complexity ?? 0,
      priority: body.priority ?? 1,
      payable: body.payable ?? false,
      recurrent: body.recurrent ?? 0,
      isPrivate: parent?.isPrivate ?? body.privacy ?? false,
      milestoneId: body.milestone ?? null,
      typeId: body.type_id ?? null,
      parentId: parent?.id ?? 0,
      // Said here, the assignments' insert below finds nothing to change (migration 0031).
      assigneeIds: [...new Set(assigneeIds)].sort((a, b) => a - b),
      order: nextTaskOrderSql(list.id),
      ...(plan.complete ? { status: 1, completedAt: sql`now()`, completedBy: me.id } : {}),
      createdBy: me.id,
      updatedBy: me.id,
    })
    .returning();
  const assign = sql`insert into ${taskAssignees} (task_id, user_id, project_id)
    select changed.id, assignee, changed.project_id from changed, unnest(${idArray(assigneeIds)}) as assignee`;
  const sideEffects = assigneeIds.length > 0 ? [assign, ...plan.sideEffects] : [...plan.sideEffects];
  if (parent && assigneeIds.length > 0) {
    sideEffects.push(sql`insert into ${taskAssignees} (task_id, user_id, project_id)
      select ${parent.id}::int, assignee, changed.project_id from changed, unnest(${idArray(assigneeIds)}) as assignee
      on conflict do nothing`);
  }
  // The activity names the task, which it only has once inserted: it is logged in the same statement.
  const draft = {
    id: 0,
    title: body.title,
    projectId: access.project.id,
    isPrivate: parent?.isPrivate ?? body.privacy ?? false,
    createdBy: me.id,
  };
  const activity = parent
    ? taskActivity(me, draft, list, "create_sub_task", "create", {
        sub_task_title: body.title,
        parent_id: parent.id,
        parent_title: parent.title,
      })
    : taskActivity(me, draft, list, "create_task", "create");
  const created = await changeWithActivity(db, tasks, insert.getSQL(), activity, { sideEffects });
  if (!created) throw new Error("the task insert returned no row");
  return { task: created.row, list, activity: created.activity, assigneeIds };
}

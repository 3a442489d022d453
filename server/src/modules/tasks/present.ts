import { presentDateOnly, presentTimestamp } from "../../core/http/dates";
import { abilities, policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { TaskListRow } from "../task-lists/load";
import type { TaskRow } from "./load";
import { assigneeIdsOf, type TaskRelated } from "./related";

type ListSummary = Pick<TaskListRow, "id" | "title" | "status">;

/** The task as it leaves the server: a whitelist of its fields, its people and the caller's abilities. */
export function presentTask(
  task: TaskRow,
  access: ProjectAccess,
  related: TaskRelated,
  extra: { list?: ListSummary; project?: { id: number; title: string } } = {},
) {
  const assignees = related.assignees.get(task.id) ?? [];
  const complete = task.status === 1;
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    estimation: task.estimation,
    start_at: presentDateOnly(task.startAt),
    due_date: presentDateOnly(task.dueDate),
    complexity: task.complexity,
    priority: task.priority,
    payable: task.payable,
    recurrent: task.recurrent,
    status: task.status,
    order: task.order,
    parent_id: task.parentId,
    project_id: task.projectId,
    task_list_id: task.taskListId,
    milestone_id: task.milestoneId,
    created_by: task.createdBy,
    completed_by: task.completedBy,
    created_at: presentTimestamp(task.createdAt),
    updated_at: presentTimestamp(task.updatedAt),
    completed_at: presentTimestamp(task.completedAt),
    assignees: { data: assignees },
    labels: { data: related.labels.get(task.id) ?? [] },
    creator: { data: related.people.get(task.createdBy) ?? null },
    ...(complete && task.completedBy !== null
      ? { completer: { data: related.people.get(task.completedBy) ?? null } }
      : {}),
    ...(extra.list
      ? { task_list: { data: { id: extra.list.id, title: extra.list.title, status: extra.list.status } } }
      : {}),
    ...(extra.project ? { project: { data: extra.project } } : {}),
    meta: {
      privacy: task.isPrivate,
      ...abilities(access, task),
      can_complete: policy.completeTask(access, task, assigneeIdsOf(related, task.id)),
      total_comment: related.comments.get(task.id) ?? 0,
      total_files: related.files.get(task.id) ?? 0,
      total_assignee: assignees.length,
    },
  };
}

export type PresentedTask = ReturnType<typeof presentTask>;

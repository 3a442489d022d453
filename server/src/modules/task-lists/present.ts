import { presentTimestamp } from "../../core/http/dates";
import { type Paging, paginationMeta } from "../../core/http/envelope";
import { policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { TaskListRow } from "../tasks/list-load";
import { type PresentedTaskSummary, presentTaskSummary } from "../tasks/present";
import type { TaskRelated } from "../tasks/related";
import type { TaskSummaryRow } from "../tasks/task-row";
import type { TaskListEmbeds } from "./embed-tasks";

const taskPage = (data: PresentedTaskSummary[], total: number, p: Paging) => ({
  data,
  meta: paginationMeta(total, data.length, p),
});

/** A task list as it leaves the server, with its task counts and, on request, a page of each kind of task. */
export function presentTaskList(list: TaskListRow, access: ProjectAccess, embeds?: TaskListEmbeds) {
  const counts = embeds?.counts.get(list.id) ?? { incomplete: 0, complete: 0 };
  const present = (rows: Map<number, TaskSummaryRow[]>, related: TaskRelated) =>
    (rows.get(list.id) ?? []).map((t) => presentTaskSummary(t, access, related));
  return {
    id: list.id,
    title: list.title,
    description: list.description,
    order: list.order,
    status: list.status,
    is_inbox: list.isInbox,
    milestone_id: list.milestoneId,
    project_id: list.projectId,
    created_by: list.createdBy,
    created_at: presentTimestamp(list.createdAt),
    updated_at: presentTimestamp(list.updatedAt),
    ...(embeds?.incompletePaging
      ? {
          incomplete_tasks: taskPage(
            present(embeds.incomplete, embeds.related),
            counts.incomplete,
            embeds.incompletePaging,
          ),
        }
      : {}),
    ...(embeds?.completePaging
      ? { complete_tasks: taskPage(present(embeds.complete, embeds.related), counts.complete, embeds.completePaging) }
      : {}),
    meta: {
      privacy: list.isPrivate,
      total_incomplete_tasks: counts.incomplete,
      total_complete_tasks: counts.complete,
      can_edit: policy.edit(access, list),
      // The Inbox takes tasks sent without a list, so it stays.
      can_delete: policy.remove(access, list) && !list.isInbox,
      can_duplicate: policy.duplicateList(access),
    },
  };
}

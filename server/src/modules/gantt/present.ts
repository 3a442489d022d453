import type { GanttChartTask, GanttLink, GanttLinkType } from "@cairn/shared";
import { policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";

/** A link as it leaves the server: the spec's four fields. */
export const presentLink = (link: { id: number; source: number; target: number; type: number }): GanttLink => ({
  id: link.id,
  source: link.source,
  target: link.target,
  type: link.type as GanttLinkType,
});

/** The chart's task row as the chart statement reads it (chart.ts), compact: 2,000 of them travel at once. */
export type ChartTaskTuple = [
  id: number,
  listId: number,
  parentId: number,
  title: string,
  startAt: string | null,
  dueDate: string | null,
  status: number,
  createdBy: number,
];

/** A chart row; the dates stay the stored calendar days (the due date inclusive), never a timestamp. */
export function presentChartTask(row: ChartTaskTuple, access: ProjectAccess): GanttChartTask {
  const [id, listId, parentId, title, startAt, dueDate, status, createdBy] = row;
  return {
    id,
    title,
    task_list_id: listId,
    parent_id: parentId,
    start_at: startAt,
    due_date: dueDate,
    status,
    meta: { can_edit: policy.edit(access, { createdBy }) },
  };
}

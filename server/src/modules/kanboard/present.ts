import type { KanboardCard, TaskSummary } from "@cairn/shared";
import { type Paging, paginationMeta } from "../../core/http/envelope";
import { policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import { presentTaskSummary } from "../tasks/present";
import type { TaskRelated } from "../tasks/related";
import type { ColumnRow } from "./load";
import type { ColumnPage } from "./read";

/** A card: the task as a row of a list shows it (title, people, dates, labels, counts), and its column. */
export const presentCard = (
  task: Parameters<typeof presentTaskSummary>[0],
  columnId: number,
  access: ProjectAccess,
  related: TaskRelated,
): KanboardCard =>
  // In place: see tasks/present.ts. The status column holds 0, 1 or 2 (TaskStatus); the row types it as a number.
  Object.assign(presentTaskSummary(task, access, related) as TaskSummary, { kan_board_id: columnId });

/** A column as the spec's board reads it: `{id, title, project_id, order, header_background, automation, task}`. */
export function presentColumn(page: ColumnPage, access: ProjectAccess, related: TaskRelated, paging: Paging) {
  const { column } = page;
  const cards = page.cards.map((task) => presentCard(task, column.id, access, related));
  return {
    ...presentColumnFields(column, access),
    task: { data: cards, meta: paginationMeta(page.total, cards.length, paging) },
  };
}

/** The column's own fields and the caller's abilities on it (only managers change columns). */
export const presentColumnFields = (column: ColumnRow, access: ProjectAccess) => ({
  id: column.id,
  title: column.title,
  project_id: column.projectId,
  order: column.order,
  header_background: column.headerBackground,
  automation: column.automation,
  meta: { can_edit: policy.manageProject(access), can_delete: policy.manageProject(access) },
});

export type PresentedColumn = ReturnType<typeof presentColumn>;

import type { DateOperator, TaskFilters, TaskOrderColumn } from "@cairn/shared";
import { and, eq, gt, gte, ilike, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { taskAssignees, tasks } from "../../db/schema";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `due_date=X&due_date_operator=less_than` (and `between` with `due_date_between`), compared as calendar days. */
function dateCondition(
  column: AnyPgColumn,
  value: string | null | undefined,
  op?: DateOperator,
  second?: string | null,
) {
  if (!value) return undefined;
  switch (op ?? "equal") {
    case "less_than":
      return lt(column, value);
    case "less_than_equal":
      return lte(column, value);
    case "greater_than":
      return gt(column, value);
    case "greater_than_equal":
      return gte(column, value);
    case "between":
      return and(gte(column, value), lte(column, second ?? value));
    default:
      return eq(column, value);
  }
}

/** The start of a UTC day, so completed_at (a timestamp) is compared with whole days on any server time zone. */
const utcDay = (date: string, plusDays = 0) =>
  sql`((${date}::date + ${plusDays}::integer)::timestamp at time zone 'UTC')`;

/** The filters both task queries share, as SQL conditions (top-level tasks only; sub-tasks live elsewhere). */
export function taskFilterConditions(q: TaskFilters): (SQL | undefined)[] {
  return [
    eq(tasks.parentId, 0),
    q.status !== undefined && q.status !== -1 ? eq(tasks.status, q.status) : undefined,
    q.users && q.users.length > 0
      ? sql`exists (select 1 from ${taskAssignees} where ${taskAssignees.taskId} = ${tasks.id} and ${inArray(taskAssignees.userId, q.users)})`
      : undefined,
    q.title ? ilike(tasks.title, `%${escapeLike(q.title)}%`) : undefined,
    q.milestone !== undefined ? eq(tasks.milestoneId, q.milestone) : undefined,
    q.payable !== undefined ? eq(tasks.payable, q.payable) : undefined,
    dateCondition(tasks.dueDate, q.due_date, q.due_date_operator, q.due_date_between),
    q.due_date_start ? gte(tasks.dueDate, q.due_date_start) : undefined,
    q.due_date_end ? lte(tasks.dueDate, q.due_date_end) : undefined,
    dateCondition(tasks.startAt, q.start_at, q.start_at_operator, q.start_at_between),
    q.completed_at_start ? sql`${tasks.completedAt} >= ${utcDay(q.completed_at_start)}` : undefined,
    q.completed_at_end ? sql`${tasks.completedAt} < ${utcDay(q.completed_at_end, 1)}` : undefined,
  ];
}

const ORDER_COLUMNS: Record<TaskOrderColumn, AnyPgColumn> = {
  id: tasks.id,
  title: tasks.title,
  due_date: tasks.dueDate,
  start_at: tasks.startAt,
  created_at: tasks.createdAt,
  completed_at: tasks.completedAt,
  priority: tasks.priority,
  status: tasks.status,
  order: tasks.order,
  estimation: tasks.estimation,
};

/** `orderby=col:dir,...` (columns checked by the schema); empty values last; the id keeps pages stable. */
export function taskOrderBy(orderby: TaskFilters["orderby"]): SQL[] {
  const parts = (orderby ?? []).map(({ column, dir }) =>
    dir === "desc" ? sql`${ORDER_COLUMNS[column]} desc nulls last` : sql`${ORDER_COLUMNS[column]} asc nulls last`,
  );
  return [...parts, sql`${tasks.id} desc`];
}

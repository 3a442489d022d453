import { z } from "zod";
import { MESSAGES } from "../messages";
import { withCustomFieldFilters, zCustomFieldFilters, zCustomFieldValues } from "./custom-fields";
import { zTaskLabels } from "./labels";
import { pagingFields, zBool, zHtml, zId, zIdList, zInt, zOptionalDate, zTitle } from "./primitives";
import { listStatusFilter, sortOrder, zOptionalRef } from "./task-lists";

/** Task status: 0 incomplete, 1 complete, 2 pending (API.md). */
export const TASK_STATUS = { incomplete: 0, complete: 1, pending: 2 } as const;
/** 0 basic, 1 intermediate, 2 advance (the original's words). */
export const TASK_COMPLEXITY = { basic: 0, intermediate: 1, advance: 2 } as const;
/** The original API's mapping: 0 low, 1 medium (default), 2 high. */
export const TASK_PRIORITY = { low: 0, medium: 1, high: 2 } as const;
/** 0 none, 1 weekly, 2 monthly, 3 annually, 4 daily, 9 never (the original's codes). */
export const TASK_RECURRENCE = { none: 0, weekly: 1, monthly: 2, annually: 3, daily: 4, never: 9 } as const;

const recurrence = z.coerce
  .number({ error: "Must be a number." })
  .refine((n) => (Object.values(TASK_RECURRENCE) as number[]).includes(n), "Recurrence must be 0, 1, 2, 3, 4 or 9.");

/** Task assignees as user ids; the original sends `[0]` (or nothing) for "nobody". */
export const zAssignees = z.preprocess((v) => {
  const list = typeof v === "string" ? v.split(",") : Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
  return list.filter((x) => x !== 0 && x !== "0" && !(typeof x === "string" && x.trim() === ""));
}, zIdList);

export const createTaskBody = z.object({
  task_list_id: zId.optional(),
  /** The original's name for the list; accepted so its clients work unchanged. */
  board_id: zId.optional(),
  title: zTitle(MESSAGES.taskTitleRequired),
  description: zHtml().optional(),
  assignees: zAssignees.optional(),
  start_at: zOptionalDate,
  due_date: zOptionalDate,
  /** Minutes. */
  estimation: zInt(0, 10_000_000).optional(),
  complexity: zInt(0, 2).optional(),
  priority: zInt(0, 2).optional(),
  payable: zBool.optional(),
  recurrent: recurrence.optional(),
  milestone: zOptionalRef,
  privacy: zBool.optional(),
  /** The task type (0 or null: none). */
  type_id: zOptionalRef,
  /** The kanboard column the new task goes to (module `kanboard`). */
  kan_board_id: zId.optional(),
  /** Values of the project's custom fields by field id (module `custom-fields`). */
  custom_fields: zCustomFieldValues.optional(),
});
export type CreateTaskBody = z.infer<typeof createTaskBody>;

export const updateTaskBody = createTaskBody
  .omit({ kan_board_id: true })
  .partial()
  .extend({ title: zTitle(MESSAGES.taskTitleRequired).optional(), task_labels: zTaskLabels.optional() });
export type UpdateTaskBody = z.infer<typeof updateTaskBody>;

export const changeTaskStatusBody = z.object({
  status: z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : typeof v === "boolean" ? Number(v) : v),
    z.union([z.literal(0), z.literal(1)], { error: MESSAGES.taskStatusInvalid }),
  ),
});

export const sortTasksBody = z
  .object({
    task_list_id: zId.optional(),
    board_id: zId.optional(),
    orders: z.array(sortOrder, { error: "Orders are required." }).min(1, "Orders are required.").max(2000),
  })
  .refine((b) => b.task_list_id !== undefined || b.board_id !== undefined, {
    message: "Task list is required.",
    path: ["task_list_id"],
  });
export type SortTasksBody = z.infer<typeof sortTasksBody>;

export const taskParams = z.object({ id: zId, task_id: zId });

export const DATE_OPERATORS = [
  "less_than",
  "less_than_equal",
  "greater_than",
  "greater_than_equal",
  "equal",
  "between",
] as const;
export type DateOperator = (typeof DATE_OPERATORS)[number];
const dateOperator = z.enum(DATE_OPERATORS, { error: `Operator must be one of ${DATE_OPERATORS.join(", ")}.` });

export const TASK_ORDER_COLUMNS = [
  "id",
  "title",
  "due_date",
  "start_at",
  "created_at",
  "completed_at",
  "priority",
  "status",
  "order",
  "estimation",
] as const;
export type TaskOrderColumn = (typeof TASK_ORDER_COLUMNS)[number];

/** `orderby=due_date:asc,id:desc`: allowed columns only, direction asc unless said. */
const orderBy = z
  .string()
  .max(200)
  .transform((v, ctx) => {
    const parts: { column: TaskOrderColumn; dir: "asc" | "desc" }[] = [];
    for (const raw of v.split(",").filter((s) => s.trim() !== "")) {
      const [column, dir = "asc"] = raw.trim().toLowerCase().split(":");
      if (!(TASK_ORDER_COLUMNS as readonly string[]).includes(column) || (dir !== "asc" && dir !== "desc")) {
        ctx.addIssue({
          code: "custom",
          message: `Order by one of ${TASK_ORDER_COLUMNS.join(", ")}, as column:asc|desc.`,
        });
        return z.NEVER;
      }
      parts.push({ column: column as TaskOrderColumn, dir });
    }
    return parts;
  });

/** Filters shared by a project's task list and the cross-project task query. */
const taskFilters = z
  .object({
    status: zInt(-1, 2).optional(),
    users: zIdList.optional(),
    title: z.string().trim().max(200).optional(),
    milestone: zId.optional(),
    payable: zBool.optional(),
    due_date: zOptionalDate,
    due_date_operator: dateOperator.optional(),
    due_date_between: zOptionalDate,
    due_date_start: zOptionalDate,
    due_date_end: zOptionalDate,
    start_at: zOptionalDate,
    start_at_operator: dateOperator.optional(),
    start_at_between: zOptionalDate,
    completed_at_start: zOptionalDate,
    completed_at_end: zOptionalDate,
    orderby: orderBy.optional(),
    with: z.string().max(200).optional(),
    ...pagingFields,
  })
  .superRefine((q, ctx) => {
    for (const field of ["due_date", "start_at"] as const) {
      if (q[`${field}_operator`] === "between" && q[field] && !q[`${field}_between`]) {
        ctx.addIssue({ code: "custom", message: MESSAGES.dateRangeEnd, path: [`${field}_between`] });
      }
    }
  });
export type TaskFilters = z.infer<typeof taskFilters>;

/** `custom_field[<id>]=…` filters (module `custom-fields`) come with both task queries. */
const customFieldFilter = { custom_field: zCustomFieldFilters.optional() };

export const listProjectTasksQuery = withCustomFieldFilters(
  taskFilters.safeExtend({ task_list_id: zIdList.optional(), ...customFieldFilter }),
);
export type ListProjectTasksQuery = z.infer<typeof listProjectTasksQuery>;

export const queryTasksQuery = withCustomFieldFilters(
  taskFilters.safeExtend({
    project_id: zIdList.optional(),
    /** The statuses of the tasks' lists (`1`: current lists only, as the pickers and My Tasks ask); all by default. */
    list_status: listStatusFilter.optional(),
    ...customFieldFilter,
  }),
);
export type QueryTasksQuery = z.infer<typeof queryTasksQuery>;

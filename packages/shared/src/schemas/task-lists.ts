import { z } from "zod";
import { MESSAGES } from "../messages";
import { pagingFields, zBool, zHtml, zId, zInt, zPage, zPerPage, zTitle } from "./primitives";

/** Task list status: 1 current, 0 archived (API.md). */
export const TASK_LIST_STATUS = { archived: 0, current: 1 } as const;

const listStatus = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
  z.union([z.literal(0), z.literal(1)], { error: "Status must be 0 or 1." }),
);

/** `?status=1`, `0` or `"1,0"`: the statuses of lists to show. */
export const listStatusFilter = z.preprocess(
  (v) => (typeof v === "string" ? v.split(",").filter((s) => s.trim() !== "") : Array.isArray(v) ? v : [v]),
  z.array(listStatus).min(1, "Status must be 0 or 1.").max(2),
);

/** A reference that may be cleared: 0, "0", "" and null all mean "none". */
export const zOptionalRef = z.preprocess(
  (v) => (v === 0 || v === "0" || v === "" ? null : v),
  zId.nullable().optional(),
);

/** How the tasks embedded in each list are paged (`?with=incomplete_tasks,complete_tasks`). */
const embeddedTaskPaging = {
  tasks_per_page: zPerPage.optional(),
  incomplete_page: zPage,
  complete_page: zPage,
};

export const listTaskListsQuery = z.object({
  status: listStatusFilter.optional(),
  title: z.string().trim().max(200).optional(),
  ...pagingFields,
  with: z.string().max(200).optional(),
  ...embeddedTaskPaging,
});
export type ListTaskListsQuery = z.infer<typeof listTaskListsQuery>;

export const showTaskListQuery = z.object({ with: z.string().max(200).optional(), ...embeddedTaskPaging });
export type ShowTaskListQuery = z.infer<typeof showTaskListQuery>;

export const createTaskListBody = z.object({
  title: zTitle(MESSAGES.listTitleRequired),
  description: zHtml().optional(),
  milestone: zOptionalRef,
  privacy: zBool.optional(),
});
export type CreateTaskListBody = z.infer<typeof createTaskListBody>;

export const updateTaskListBody = createTaskListBody.partial().extend({
  title: zTitle(MESSAGES.listTitleRequired).optional(),
  status: listStatus.optional(),
});
export type UpdateTaskListBody = z.infer<typeof updateTaskListBody>;

/** One new position; shared by list and task sorting. */
export const sortOrder = z.object({ id: zId, order: zInt(0, 1_000_000_000) });

export const sortTaskListsBody = z.object({
  orders: z.array(sortOrder, { error: "Orders are required." }).min(1, "Orders are required.").max(2000),
});
export type SortTaskListsBody = z.infer<typeof sortTaskListsBody>;

export const taskListParams = z.object({ id: zId, list_id: zId });

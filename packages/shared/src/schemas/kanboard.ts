import { z } from "zod";
import type { KanboardAutomation } from "../answers/kanboard";
import { KANBOARD_MESSAGES as M } from "../messages-kanboard";
import { zId, zIdList, zInt, zTitle } from "./primitives";

/** Cards per page of a column (the original's 50), the most a page may ask for, and the columns a board holds. */
export const KANBOARD_CARDS_PER_PAGE = 50;
export const KANBOARD_MAX_PER_PAGE = 100;
export const KANBOARD_MAX_COLUMNS = 50;
export const KANBOARD_COLUMN_TITLE_MAX = 100;

export const AUTOMATION_TYPES = ["todo", "in_progress", "done", "none", "users", "taskStatus"] as const;
export type AutomationType = (typeof AUTOMATION_TYPES)[number];

/** The four columns a project's board starts with (the original's first read made them). */
export const DEFAULT_COLUMNS: readonly { title: string; automation: KanboardAutomation }[] = [
  { title: "Open", automation: { type: "todo", lists: [] } },
  { title: "In Progress", automation: { type: "in_progress" } },
  { title: "Done", automation: { type: "done" } },
  { title: "Overdue", automation: { type: "none" } },
];

/** Form fields arrive as strings: a JSON object in a string is read as the object. */
const jsonObject = (v: unknown) => {
  if (typeof v !== "string") return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

export const zAutomation = z.preprocess(
  jsonObject,
  z.discriminatedUnion(
    "type",
    [
      z.object({ type: z.literal("none") }),
      z.object({ type: z.literal("todo"), lists: zIdList.optional().transform((l) => [...new Set(l ?? [])]) }),
      z.object({ type: z.literal("in_progress") }),
      z.object({ type: z.literal("done") }),
      z.object({
        type: z.literal("users"),
        users: zIdList.refine((u) => u.length > 0, M.automationUsersRequired).transform((u) => [...new Set(u)]),
      }),
      z.object({
        type: z.literal("taskStatus"),
        status: z.enum(["completed", "incomplete"], { error: M.automationStatusInvalid }),
      }),
    ],
    { error: M.automationTypeInvalid },
  ),
);

/** A header colour as #rrggbb; "" or null takes it off. */
const zHeaderBackground = z.preprocess(
  (v) => (v === "" ? null : v),
  z
    .string({ error: M.headerBackgroundInvalid })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, M.headerBackgroundInvalid)
    .transform((c) => c.toLowerCase())
    .nullable(),
);

const columnFields = {
  title: zTitle(M.columnTitleRequired, KANBOARD_COLUMN_TITLE_MAX),
  header_background: zHeaderBackground.optional(),
  automation: zAutomation.optional(),
};

export const createColumnBody = z.object(columnFields);
export type CreateColumnBody = z.infer<typeof createColumnBody>;

export const updateColumnBody = z.object({ ...columnFields, title: columnFields.title.optional() });
export type UpdateColumnBody = z.infer<typeof updateColumnBody>;

export const columnParams = z.object({ id: zId, board_id: zId });

/** `GET kanboard/{board}/assign-preview?users=3,7`: the people a `users` rule would name (at least one). */
export const assignPreviewQuery = z.object({
  users: zIdList.refine((u) => u.length > 0, M.automationUsersRequired).transform((u) => [...new Set(u)]),
});
export type AssignPreviewQuery = z.infer<typeof assignPreviewQuery>;
export const cardParams = z.object({ id: zId, board_id: zId, task_id: zId });

export const columnQuery = z.object({
  page: zInt(1, 1_000_000).default(1),
  per_page: zInt(1, KANBOARD_MAX_PER_PAGE).optional(),
  /** Words of the card titles to find in this column. */
  search: z.string().trim().max(200, "Must be at most 200 characters.").optional(),
});
export type ColumnQuery = z.infer<typeof columnQuery>;

const noDuplicateIds = (orders: { id: number }[]) => new Set(orders.map((o) => o.id)).size === orders.length;

export const boardOrderBody = z.object({
  board_orders: z
    .array(z.object({ id: zId, order: zInt(0, 1_000_000) }), { error: M.boardOrdersRequired })
    .min(1, M.boardOrdersRequired)
    .max(KANBOARD_MAX_COLUMNS * 4)
    .refine(noDuplicateIds, M.duplicateIds),
});
export type BoardOrderBody = z.infer<typeof boardOrderBody>;

/** "yes"/"no" as the original sends it, or any boolean form. */
const zYesNo = z.preprocess(
  (v) => {
    if (v === "yes" || v === 1 || v === "1" || v === "true") return true;
    if (v === "no" || v === 0 || v === "0" || v === "false" || v === "" || v === undefined || v === null) return false;
    return v;
  },
  z.boolean({ error: "Must be yes or no." }),
);

export const taskOrderBody = z
  .object({
    is_move: zYesNo,
    section_id: zId.optional(),
    sender_section_id: zId.optional(),
    orders: z
      .array(z.object({ id: zId, index: zInt(0, 1_000_000) }), { error: M.ordersRequired })
      .min(1, M.ordersRequired)
      .max(2000)
      .refine(noDuplicateIds, M.duplicateIds),
  })
  .superRefine((b, ctx) => {
    if (b.section_id === undefined) ctx.addIssue({ code: "custom", message: M.sectionRequired, path: ["section_id"] });
    if (b.is_move && b.sender_section_id === undefined) {
      ctx.addIssue({ code: "custom", message: M.senderRequired, path: ["sender_section_id"] });
    }
  });
export type TaskOrderBody = z.infer<typeof taskOrderBody>;

export const LIST_VIEW_TYPES = ["list", "kanboard"] as const;
export type ListViewType = (typeof LIST_VIEW_TYPES)[number];

export const listViewTypeBody = z.object({
  list_view_type: z.preprocess(
    (v) => (v === "kanban" ? "kanboard" : v),
    z.enum(LIST_VIEW_TYPES, { error: M.listViewTypeInvalid }),
  ),
});

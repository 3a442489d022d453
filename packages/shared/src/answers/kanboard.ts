import { z } from "zod";
import { LIST_VIEW_TYPES } from "../schemas/kanboard";
import { itemAnswer, listAnswer, pageAnswer, writtenAnswer } from "./common";
import { taskSummaryAnswer, tasksSortedAnswer } from "./tasks";

/**
 * What a column does by itself (the original's `automation` meta): `todo` receives new tasks (of the chosen
 * lists, or every one when none is chosen), `in_progress` reopened ones, `done` completed ones; `users` adds its
 * people to a task that lands in it; `taskStatus` sets the status of a task dropped on it.
 */
export const kanboardAutomationAnswer = z.discriminatedUnion("type", [
  z.object({ type: z.literal("none") }),
  z.object({ type: z.literal("todo"), lists: z.array(z.number().int()) }),
  z.object({ type: z.literal("in_progress") }),
  z.object({ type: z.literal("done") }),
  z.object({ type: z.literal("users"), users: z.array(z.number().int()) }),
  z.object({ type: z.literal("taskStatus"), status: z.enum(["completed", "incomplete"]) }),
]);
export type KanboardAutomation = z.infer<typeof kanboardAutomationAnswer>;

/** A card (server/src/modules/kanboard/present.ts): the task as a row of a list shows it, and its column. */
export const kanboardCardAnswer = taskSummaryAnswer.extend({ kan_board_id: z.number().int() });
export type KanboardCard = z.infer<typeof kanboardCardAnswer>;

/** A column's own fields and the reader's abilities on it (only managers change columns). */
export const kanboardColumnFieldsAnswer = z.object({
  id: z.number().int(),
  title: z.string(),
  project_id: z.number().int(),
  order: z.number().int(),
  header_background: z.string().nullable(),
  automation: kanboardAutomationAnswer,
  meta: z.object({ can_edit: z.boolean(), can_delete: z.boolean() }),
});

/** A column as the board reads it, with one page of the cards the reader may see. */
export const kanboardColumnAnswer = kanboardColumnFieldsAnswer.extend({ task: pageAnswer(kanboardCardAnswer) });
export type KanboardColumn = z.infer<typeof kanboardColumnAnswer>;

/** The board: every column with its first page of cards. */
export const kanboardAnswer = listAnswer(kanboardColumnAnswer);
/** One column with the page of cards asked for (`?page`, `?search`). */
export const kanboardColumnItemAnswer = itemAnswer(kanboardColumnAnswer);
export const kanboardColumnWrittenAnswer = writtenAnswer(kanboardColumnAnswer);
export const kanboardColumnDeletedAnswer = writtenAnswer(z.object({ id: z.number().int() }));
/** The columns' orders as they were saved. */
export const kanboardColumnsSortedAnswer = tasksSortedAnswer;

/** task-order: the cards' new places, and which tasks the landing column's rule gave a new status. */
export const kanboardCardsArrangedAnswer = writtenAnswer(
  z.object({
    section_id: z.number().int(),
    sender_section_id: z.number().int().nullable(),
    orders: z.array(z.object({ id: z.number().int(), index: z.number().int() })),
    status_changed: z.array(z.number().int()),
  }),
);
export type KanboardCardsArranged = z.infer<typeof kanboardCardsArrangedAnswer>;
/** A task put in a column: its card as the column's rule left it. */
export const kanboardCardWrittenAnswer = writtenAnswer(kanboardCardAnswer);
export const kanboardCardRemovedAnswer = writtenAnswer(
  z.object({ id: z.number().int(), kan_board_id: z.number().int() }),
);

/** How many of the column's cards a `users` rule naming these people would give someone new, if saved now. */
export const kanboardAssignPreviewAnswer = itemAnswer(z.object({ cards: z.number().int() }));
export type KanboardAssignPreview = z.infer<typeof kanboardAssignPreviewAnswer>["data"];

/** The reader's way of seeing a project's tasks: as lists or as the board. */
export const listViewTypeAnswer = z.object({ list_view_type: z.enum(LIST_VIEW_TYPES) });
export type ListViewTypeAnswer = z.infer<typeof listViewTypeAnswer>;
export const listViewTypeItemAnswer = itemAnswer(listViewTypeAnswer);
export const listViewTypeWrittenAnswer = writtenAnswer(listViewTypeAnswer);

import { z } from "zod";
import { GANTT_LINK_COLUMNS, GANTT_TASK_COLUMNS } from "../schemas/gantt";
import { itemAnswer, listAnswer, writtenAnswer } from "./common";
import { projectRefAnswer } from "./projects";

/** A dependency's type as stored (GANTT_LINK_TYPE): finish-to-start 0, start-to-start 1, finish-to-finish 2, start-to-finish 3. */
export const ganttLinkTypeAnswer = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** A dependency link as every answer carries it (server/src/modules/gantt/present.ts): the spec's four fields. */
export const ganttLinkAnswer = z.object({
  id: z.number().int(),
  source: z.number().int(),
  target: z.number().int(),
  type: ganttLinkTypeAnswer,
});
export type GanttLink = z.infer<typeof ganttLinkAnswer>;

/** A task's `?with=gantt_links`: its links in either direction whose other end the reader sees. */
export const taskGanttLinksAnswer = listAnswer(ganttLinkAnswer);

/** A task the auto-scheduler moved (calendar days), as a task update's `gantt_moved` lists it. */
export const ganttMovedTaskAnswer = z.object({
  id: z.number().int(),
  start_at: z.string().nullable(),
  due_date: z.string().nullable(),
});
export type GanttMovedTask = z.infer<typeof ganttMovedTaskAnswer>;

/** A task update's `gantt_moved`: the successors it moved that the reader sees. */
export const ganttMovedAnswer = listAnswer(ganttMovedTaskAnswer);
export type GanttMoved = z.infer<typeof ganttMovedAnswer>;

/** A task list as a row group of the chart. */
export const ganttChartListAnswer = z.object({ id: z.number().int(), title: z.string(), order: z.number().int() });
export type GanttChartList = z.infer<typeof ganttChartListAnswer>;

/** The column names a table of the chart carries, exactly as the server writes them. */
const columnNames = <const T extends readonly [string, ...string[]]>(names: T) =>
  z.tuple(names.map((name) => z.literal(name)) as unknown as { -readonly [K in keyof T]: z.ZodLiteral<T[K]> });

/** A chart row's values in GANTT_TASK_COLUMNS' order; dates are calendar days, the due date inclusive. */
const ganttTaskRowAnswer = z.tuple([
  z.number().int(),
  z.string(),
  z.number().int(),
  z.number().int(),
  z.string().nullable(),
  z.string().nullable(),
  z.number().int(),
  z.boolean(),
]);

/**
 * The chart as it travels (server/src/modules/gantt/chart.ts, JSON built by PostgreSQL): tasks and links as
 * rows of values under their column names; decodeGanttChart (schemas/gantt.ts) gives the objects back.
 */
export const ganttChartWireAnswer = z.object({
  project: projectRefAnswer,
  lists: z.array(ganttChartListAnswer),
  tasks: z.object({ columns: columnNames(GANTT_TASK_COLUMNS), rows: z.array(ganttTaskRowAnswer) }),
  links: z.object({
    columns: columnNames(GANTT_LINK_COLUMNS),
    rows: z.array(z.tuple([z.number().int(), z.number().int(), z.number().int(), ganttLinkTypeAnswer])),
  }),
  auto_schedule: z.boolean(),
});
export type GanttChartWire = z.infer<typeof ganttChartWireAnswer>;

/** `GET pm-pro/v2/projects/{id}/gantt`. */
export const ganttChartAnswer = itemAnswer(ganttChartWireAnswer);
/** A link added or removed. */
export const ganttLinkWrittenAnswer = writtenAnswer(ganttLinkAnswer);

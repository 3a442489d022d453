import { z } from "zod";
import type { GanttChartList, GanttChartWire, GanttLink } from "../answers/gantt";
import { GANTT_MESSAGES as M } from "../messages-gantt";
import { zId } from "./primitives";

/**
 * Dependency types as the original stores them (pm_gantt_chart_links.type): the first task's finish or start
 * constrains the second's start or finish.
 */
export const GANTT_LINK_TYPE = {
  finishToStart: 0,
  startToStart: 1,
  finishToFinish: 2,
  startToFinish: 3,
} as const;
export type GanttLinkType = (typeof GANTT_LINK_TYPE)[keyof typeof GANTT_LINK_TYPE];

/** The project setting that turns automatic scheduling on (issue 20 point 4), off unless saved as true. */
export const GANTT_AUTO_SCHEDULE_KEY = "gantt_auto_schedule";

/** A task id that must be there: a missing one says which end of the link is missing. */
const linkTaskId = (required: string) =>
  z
    .preprocess((v) => (v === "" || v === null ? undefined : v), zId.optional())
    .refine((v) => v !== undefined, required)
    .transform((v) => v as number);

/** `POST pm-pro/v2/projects/{id}/gantt`: `type` defaults to finish-to-start, the original chart's default. */
export const createGanttLinkBody = z.object({
  source: linkTaskId(M.sourceRequired),
  target: linkTaskId(M.targetRequired),
  type: z.preprocess(
    (v) => (v === undefined || v === "" || v === null ? 0 : v),
    z.coerce
      .number<unknown>({ error: M.typeInvalid })
      .int(M.typeInvalid)
      .min(0, M.typeInvalid)
      .max(3, M.typeInvalid)
      .transform((v) => v as GanttLinkType),
  ),
});
export type CreateGanttLinkBody = z.infer<typeof createGanttLinkBody>;

export const ganttLinkParams = z.object({ id: zId, link_id: zId });

/** A row of the chart: dates are calendar days (YYYY-MM-DD), the due date inclusive, as stored. */
export type GanttChartTask = {
  id: number;
  title: string;
  task_list_id: number;
  parent_id: number;
  start_at: string | null;
  due_date: string | null;
  status: number;
  meta: { can_edit: boolean };
};

/** The chart as the web draws it: `GET pm-pro/v2/projects/{id}/gantt`'s answer through decodeGanttChart. */
export type GanttChart = {
  project: { id: number; title: string };
  lists: GanttChartList[];
  tasks: GanttChartTask[];
  links: GanttLink[];
  auto_schedule: boolean;
};

/**
 * The chart as it travels (`GET pm-pro/v2/projects/{id}/gantt`): tasks and links as rows of values under their
 * column names, not objects. 2,000 tasks as objects are ~350 KB and most of the call's cost (PostgreSQL builds
 * the answer); as rows, ~130 KB built in half the time. `decodeGanttChart` gives the objects back.
 */
export const GANTT_TASK_COLUMNS = [
  "id",
  "title",
  "task_list_id",
  "parent_id",
  "start_at",
  "due_date",
  "status",
  "can_edit",
] as const;
export const GANTT_LINK_COLUMNS = ["id", "source", "target", "type"] as const;

export function decodeGanttChart(wire: GanttChartWire): GanttChart {
  return {
    project: wire.project,
    lists: wire.lists,
    tasks: wire.tasks.rows.map(([id, title, task_list_id, parent_id, start_at, due_date, status, can_edit]) => ({
      id,
      title,
      task_list_id,
      parent_id,
      start_at,
      due_date,
      status,
      meta: { can_edit },
    })),
    links: wire.links.rows.map(([id, source, target, type]) => ({ id, source, target, type })),
    auto_schedule: wire.auto_schedule,
  };
}

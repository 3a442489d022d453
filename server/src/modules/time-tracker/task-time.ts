import { MODULE } from "@cairn/shared";
import type { FeatureModules } from "../../core/modules/guard";
import type { Executor } from "../../db/client";
import type { TaskListRow } from "../task-lists/load";
import type { TaskRow } from "../tasks/load";
import { timeIsOpen } from "./delete";
import { presentTimeLog, presentTotal } from "./present";
import { logsOfTask, totalsOfTask } from "./queries";

/** Who reads a task with `?with=time`, and when (tasks/extras.ts). */
export type TimeViewer = { userId: number; list: TaskListRow; modules: FeatureModules; now: Date };

/**
 * The task's `time`: the viewer's own logs (`data`), his total (`totalTime`), everybody's total on the task
 * (`totalTaskTime`), both as {hour, minute, second}, and whether his timer runs on it (`running`).
 * Everybody's logs are GET pm-pro/v2/others-time. Undefined while the module is switched off.
 */
export async function timeOfTask(db: Executor, task: TaskRow, viewer: TimeViewer) {
  if ((await viewer.modules.state.disabledPaths()).has(MODULE.timeTracker)) return undefined;
  const [rows, totals] = await Promise.all([
    logsOfTask(db, task.id, viewer.userId),
    totalsOfTask(db, task.id, viewer.userId, viewer.now),
  ]);
  const open = timeIsOpen({ task, list: viewer.list });
  return {
    data: rows.map((r) => presentTimeLog(r.log, r.user, { userId: viewer.userId, now: viewer.now, open })),
    meta: { totalTime: presentTotal(totals.mine), totalTaskTime: presentTotal(totals.task), running: totals.running },
  };
}

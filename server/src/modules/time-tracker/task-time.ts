import { MODULE, taskTimeAnswer } from "@cairn/shared";
import type { TaskListRow } from "../tasks/list-load";
import type { SingleTaskInclude, SingleTaskViewer, TaskRow } from "../tasks/load";
import type { TrackedTime } from "../tasks/related";
import { timeIsOpen } from "./delete";
import { type PresentableLog, presentTimeLog, presentTotal, secondsOf } from "./present";
import { billFromJson, type MyTaskTimeJson, myTaskTimeSql } from "./queries";

/** Seconds of a task's tracked time at `now`: stopped logs, plus each running timer so far. */
export const trackedSecondsAt = (tracked: TrackedTime | undefined, now: Date) =>
  (tracked?.runningSince ?? []).reduce((sum, since) => sum + runningSeconds(since, now), tracked?.seconds ?? 0);

const runningSeconds = (since: number, now: Date) =>
  secondsOf({ start: new Date(since), stop: null, total: null }, now);

/**
 * The task's `time`: the viewer's own logs (`data`), his total (`totalTime`), everybody's total on the task
 * (`totalTaskTime`), both as {hour, minute, second}, and whether his timer runs on it (`running`). Everything
 * comes with the task's own statement (tasks/load.ts): `mine` is myTaskTimeSql's value, `tracked` the task's
 * tracked time as lists carry it. Everybody's logs are GET pm-pro/v2/others-time.
 */
export function timeOfTask(
  task: TaskRow,
  list: TaskListRow,
  mine: MyTaskTimeJson,
  tracked: TrackedTime | undefined,
  viewer: SingleTaskViewer,
) {
  const { person, now, access } = viewer;
  const open = timeIsOpen({ task, list });
  const data = mine.logs.map(([id, projectId, start, stop, total, isCustom, created, payable, ...bill]) => {
    const log: PresentableLog = {
      id,
      projectId,
      taskId: task.id,
      userId: person.id,
      start: new Date(Number(start)),
      stop: stop === null ? null : new Date(Number(stop)),
      total,
      isCustom,
      createdAt: new Date(Number(created)),
      payable,
      bill: billFromJson(bill),
    };
    return presentTimeLog(log, person, { access, now, open });
  });
  const runningSince = mine.running_since === null ? null : Number(mine.running_since);
  const running = runningSince === null ? 0 : runningSeconds(runningSince, now);
  return {
    data,
    meta: {
      totalTime: presentTotal(Number(mine.stopped) + running),
      totalTaskTime: presentTotal(trackedSecondsAt(tracked, now)),
      running: runningSince !== null,
    },
  };
}

/**
 * `?with=time` on the single task (tasks/load.ts): the reader's own time, read in the task's own statement and
 * presented by timeOfTask; left out while the time tracker is off.
 */
export const myTimeInclude: SingleTaskInclude<MyTaskTimeJson> = {
  name: "time",
  module: MODULE.timeTracker,
  answer: taskTimeAnswer,
  sql: myTaskTimeSql,
  present: (mine, { task, list, related }, viewer) => timeOfTask(task, list, mine, related.time.get(task.id), viewer),
};

import { MODULE } from "@cairn/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { addOnModule } from "../../core/modules/guard";
import { timeLogs } from "../../db/schema";
import { registerTaskHook } from "../tasks/hooks";
import { registerSingleTaskInclude } from "../tasks/load";
import { registerTaskRowAddOn } from "../tasks/task-row";
import { registerUserDeactivationHook } from "../users/hooks";
import { timeTrackerRoutes } from "./routes";
import { stopRunning, stopTimersOf, stopTimersOnTaskSql } from "./stop";
import { trackedTimeRowAddOn } from "./task-row";
import { myTimeInclude } from "./task-time";

/**
 * Time stops counting where no one may track it any more, whether or not the module is on: a completed task
 * (in the completing statement), people no longer assigned to a task, a deactivated or deleted person.
 */
async function timeHooks(_app: FastifyInstance) {
  registerTaskHook("time-tracker", {
    statusSideEffects: (c) => (c.status === 1 ? [stopTimersOnTaskSql(c.db, c.task.id, new Date())] : []),
    assigneesRemoved: (tx, taskId, userIds) => stopTimersOf(tx, taskId, userIds),
  });
  registerUserDeactivationHook("time-tracker", (tx, userId, now) => stopRunning(tx, eq(timeLogs.userId, userId), now));
}

/**
 * The single task's `?with=time`, left out while the module is off (tasks/load.ts): registered as this file is
 * imported, so the single task's route, registered before this module, declares its answer.
 */
registerSingleTaskInclude(myTimeInclude);

/** Task rows carry their tracked time whether the module is on or off (the logs stay). */
async function trackedTimeRows() {
  registerTaskRowAddOn(trackedTimeRowAddOn);
}

/**
 * The time tracker is an add-on module: its card on the Modules screen and its routes. Switched off, its
 * routes answer 404 module_disabled and a task read with `?with=time` leaves `time` out (tasks/load.ts);
 * the logs stay.
 */
export const timeTrackerModule = addOnModule(
  {
    path: MODULE.timeTracker,
    name: "Time Tracker",
    description:
      "Start and stop a timer on the tasks assigned to you, or add time by hand, and see everyone's time on a task. Switched off, the timer disappears from tasks; nothing tracked is deleted.",
    thumbnail: null,
  },
  timeHooks,
  trackedTimeRows,
  timeTrackerRoutes,
);

import { MODULE } from "@cairn/shared";
import { addOnModule } from "../../core/modules/guard";
import { registerTaskRowAddOn } from "../tasks/task-row";
import { timeTrackerRoutes } from "./routes";
import { trackedTimeRowAddOn } from "./task-row";

/** Task rows carry their tracked time whether the module is on or off (the logs stay). */
async function trackedTimeRows() {
  registerTaskRowAddOn(trackedTimeRowAddOn);
}

/**
 * The time tracker is an add-on module: its card on the Modules screen and its routes. Switched off, its
 * routes answer 404 module_disabled and a task read with `?with=time` leaves `time` out (tasks/extras.ts);
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
  trackedTimeRows,
  timeTrackerRoutes,
);

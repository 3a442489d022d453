import { MODULE } from "@cairn/shared";
import { addOnModule } from "../../core/modules/guard";
import { registerTaskDatesHook, registerTaskInclude } from "../tasks/hooks";
import { autoScheduleHook } from "./auto-schedule";
import { ganttRoutes } from "./routes";
import { linksOfTasks } from "./task-links";

/**
 * The Gantt's part in task answers and date changes. `gantt_links` on task answers hides while the module is
 * off; the auto-schedule checks the module itself (it runs in the tasks' own update call). Links stay in the
 * database while the module is off, and deleting a task takes its links (foreign keys, ON DELETE CASCADE).
 */
async function ganttRules() {
  registerTaskDatesHook("gantt_moved", autoScheduleHook);
  registerTaskInclude("gantt_links", { module: MODULE.gantt, load: linksOfTasks });
}

/** The Gantt chart (issue 20 points 1–5) as an add-on module: switched off, its calls answer 404 module_disabled. */
export const ganttModule = addOnModule(
  {
    path: MODULE.gantt,
    name: "Gantt",
    description:
      "Each project's lists and tasks on a timeline: drag bars to change dates, link tasks that depend on each other, and let successors move along.",
    thumbnail: null,
  },
  ganttRules,
  ganttRoutes,
);

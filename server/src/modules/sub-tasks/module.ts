import { MODULE } from "@cairn/shared";
import { addOnModule } from "../../core/modules/guard";
import { registerTaskRowAddOn } from "../tasks/task-row";
import { subTaskRoutes } from "./routes";
import { subTaskCountsRowAddOn } from "./task-row";

/** Task rows show "done of total" whether the module is on or off (the counts are the tasks' own). */
async function subTaskRows() {
  registerTaskRowAddOn(subTaskCountsRowAddOn);
}

/** Sub-tasks as an add-on module: switched off, its calls answer 404 module_disabled; sub-tasks stay. */
export const subTasksModule = addOnModule(
  {
    path: MODULE.subTasks,
    name: "Sub-tasks",
    description:
      "Split a task into sub-tasks with their own assignees, dates and estimations, shown as done of total on every task. Switched off, the sub-task list leaves the task; nothing is deleted.",
    thumbnail: null,
  },
  subTaskRows,
  subTaskRoutes,
);

import { MODULE } from "@cairn/shared";
import { addOnModule } from "../../core/modules/guard";
import { sprintRoutes } from "./routes";

/**
 * Sprints (issue 20) are an add-on module: switched off, their calls answer 404 module_disabled and the menu
 * entry hides; sprints and their tasks stay. A deleted task leaves its sprints by the database's own key
 * (sprint_tasks.task_id cascades), so no task hook is needed.
 */
export const sprintsModule = addOnModule(
  {
    path: MODULE.sprints,
    name: "Sprints",
    description:
      "Time-boxed sprints over tasks of one or more projects: a goal, dates, progress and a burndown chart of the hours left.",
    thumbnail: null,
  },
  sprintRoutes,
);

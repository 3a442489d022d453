import { MODULE, SPRINT_MESSAGES } from "@cairn/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { addOnModule } from "../../core/modules/guard";
import { moduleStates, sprintTasks } from "../../db/schema";
import { registerTaskHook } from "../tasks/hooks";
import { sprintRoutes } from "./routes";

/**
 * Spec 001 §6 / issue 20 point 7: a sprint task's done/undone is for a manager of its project or its creator, so
 * an assignee alone is refused while the task is in an active sprint and the module is on (one indexed lookup,
 * asked only for assignees, and read with the single task so its done box is not offered).
 */
async function sprintRules(_app: FastifyInstance) {
  registerTaskHook("sprints", {
    assigneeStatusLock: {
      message: SPRINT_MESSAGES.sprintTaskStatus,
      locked: (taskId) => sql`(exists (select 1 from ${sprintTasks}
        where ${sprintTasks.taskId} = ${taskId} and ${sprintTasks.sprintStatus} = 'active')
      and not exists (select 1 from ${moduleStates}
        where ${moduleStates.path} = ${MODULE.sprints} and not ${moduleStates.enabled}))`,
    },
  });
}

/**
 * Sprints (issue 20) are an add-on module: switched off, their calls answer 404 module_disabled and the menu
 * entry hides; sprints and their tasks stay. A deleted task leaves its sprints by the database's own key
 * (sprint_tasks.task_id cascades).
 */
export const sprintsModule = addOnModule(
  {
    path: MODULE.sprints,
    name: "Sprints",
    description:
      "Time-boxed sprints over tasks of one or more projects: a goal, dates, progress and a burndown chart of the hours left.",
    thumbnail: null,
  },
  sprintRules,
  sprintRoutes,
);

import { MODULE } from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import { addOnModule } from "../../core/modules/guard";
import { registerProjectCopiedHook } from "../duplication/hooks";
import { registerProjectCreatedHook } from "../projects/hooks";
import { registerTaskHook } from "../tasks/hooks";
import { kanboardCardRoutes } from "./card-routes";
import { copyBoard } from "./copy-board";
import { setUpBoard } from "./defaults";
import { kanboardRoutes } from "./routes";
import { kanboardTaskHook } from "./task-hooks";
import { kanboardViewRoutes } from "./view-routes";

/**
 * The board's rules run whether the module is on or off: they keep the cards in step with the tasks (one
 * source of truth), so switching the module back on shows a board that agrees with the lists.
 */
async function kanboardRules(_app: FastifyInstance) {
  registerTaskHook("kanboard", kanboardTaskHook);
  registerProjectCreatedHook("kanboard", (tx, project, me) => setUpBoard(tx, project.id, me.id));
  registerProjectCopiedHook("kanboard", copyBoard);
}

/**
 * The kanboard (issue 15) is an add-on module: switched off, its calls answer 404 module_disabled and its
 * tab hides; columns, cards and each person's view type stay.
 */
export const kanboardModule = addOnModule(
  {
    path: MODULE.kanboard,
    name: "Kanboard",
    description:
      "Each project's tasks as cards in columns: drag them between columns, let columns complete, reopen or assign the tasks that land in them.",
    thumbnail: null,
  },
  kanboardRules,
  kanboardRoutes,
  kanboardCardRoutes,
  kanboardViewRoutes,
);

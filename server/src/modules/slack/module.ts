import { MODULE } from "@cairn/shared";
import type { FastifyInstance } from "fastify";
import { addOnModule } from "../../core/modules/guard";
import { installSlackEvents } from "./consumer";
import { installSlackSetting } from "./setting";
import { slackTestRoutes } from "./test-message";

async function slackRules(_app: FastifyInstance) {
  installSlackEvents();
  installSlackSetting();
}

/**
 * Slack (issue 17) is an add-on module: its settings live in each project's settings (`slack`), and while the
 * module is off no project's Slack hears anything; the settings stay.
 */
export const slackModule = addOnModule(
  {
    path: MODULE.slack,
    name: "Slack",
    description: "Post each project's new, changed, completed and commented tasks to a Slack channel.",
    thumbnail: null,
  },
  slackRules,
  slackTestRoutes,
);

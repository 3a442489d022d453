import { MODULE } from "@cairn/shared";
import { addOnModule } from "../../core/modules/guard";
import { gitBitReceiveRoutes } from "./receive";
import { gitBitRoutes } from "./routes";
import { installGitBitSetting } from "./setting";

async function gitBitRules() {
  installGitBitSetting();
}

/**
 * GitHub / Bitbucket issue sync (issue 17) is an add-on module: switched off, the webhook answers 404
 * module_disabled (the providers retry, then give up) and the card's calls go; links and user maps stay.
 */
export const gitBitModule = addOnModule(
  {
    path: MODULE.gitBit,
    name: "GitHub & Bitbucket",
    description:
      "Turn a repository's issues and their comments into the project's tasks and comments, and keep them in step.",
    thumbnail: null,
  },
  gitBitRules,
  gitBitReceiveRoutes,
  gitBitRoutes,
);

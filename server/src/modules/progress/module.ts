import { MODULE } from "@cairn/shared";
import { addOnModule } from "../../core/modules/guard";
import { progressRoutes } from "./routes";

/** The managers' progress feed (spec 001 "Progress feed") as an add-on module; switched off, nothing is lost. */
export const progressModule = addOnModule(
  {
    path: MODULE.progress,
    name: "Progress",
    description:
      "Everything that happens in every project, newest first and live, for managers. Switched off, the Progress page goes; the activity log stays.",
    thumbnail: null,
  },
  progressRoutes,
);

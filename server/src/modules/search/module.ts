import { MODULE } from "@cairn/shared";
import { addOnModule } from "../../core/modules/guard";
import { searchRoutes } from "./routes";

/**
 * Search is an add-on module: switched off, `pm/v2/search` and `pm-pro/v2/search_by_client` answer 404
 * module_disabled and the web app hides both search boxes. The indexes stay up to date either way.
 */
export const searchModule = addOnModule(
  {
    path: MODULE.search,
    name: "Search",
    description:
      "Find tasks, task lists, discussions, milestones, docs, links, files and projects by their titles, texts and comments, from the header of every page (/ or Ctrl+K) and from each project.",
    thumbnail: null,
  },
  searchRoutes,
);

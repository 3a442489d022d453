import type { SearchHit } from "@cairn/shared";
import { routeTo } from "../../app/route-names";
import { itemHref } from "../files/links";

/** How a project shows its task lists, which decides where a task opens (spec, "Result targets"). */
export type ListViewType = "kanboard" | "archive" | "list";

/**
 * A task opens where its list lives: the archive for a task of an archived list, else the lists. A hit does not
 * carry the reader's board-or-list choice (the kanboard's `list_view_type`), so search opens the list view,
 * which sends a reader who chose the board on to the same task over it (TaskListsPage).
 */
export const listViewTypeOf = (hit: SearchHit): ListViewType => (hit.list_status === 0 ? "archive" : "list");

/** Where a hit opens (spec §2 "Result targets"); anything else goes to "#". */
export function searchTarget(hit: SearchHit, viewType: ListViewType = listViewTypeOf(hit)): string {
  const project = { project_id: hit.project_id };
  switch (hit.type) {
    case "task": {
      const name =
        viewType === "kanboard"
          ? "kanboard_single_task"
          : viewType === "archive"
            ? "archived_single_task"
            : "lists_single_task";
      return routeTo(name, { ...project, task_id: hit.id });
    }
    case "subtask":
      return hit.parent_id ? routeTo("lists_single_task", { ...project, task_id: hit.parent_id }) : "#";
    case "project":
      return routeTo("pm_overview", project);
    case "milestone":
      return routeTo("milestones", project);
    case "discussion_board":
      return routeTo("individual_discussions", { ...project, discussion_id: hit.id });
    case "task_list":
      return routeTo("single_list", { ...project, list_id: hit.id });
    case "doc":
    case "link":
    case "file":
      // Over the folder it is in (an attachment's is the top level), as the files area opens it.
      return itemHref(hit.project_id, hit.parent_id ?? 0, { id: hit.id, type: hit.type });
    default:
      return "#";
  }
}

import { routeTo } from "../../app/route-names";
import type { AttachedTo, FileItem } from "./types";

/** The list of one folder (0 = the top level). */
export const folderHref = (projectId: number, folderId: number) =>
  routeTo("pro_file_lists", { project_id: projectId, folder_id: folderId });

/** An item's own modal over the folder it is shown in (spec: singleDoc, singleLink, singleFile). */
export function itemHref(projectId: number, folderId: number, item: Pick<FileItem, "id" | "type">): string {
  const base = { project_id: projectId, folder_id: folderId };
  if (item.type === "folder") return folderHref(projectId, item.id);
  if (item.type === "doc") return routeTo("singleDoc", { ...base, docId: item.id });
  if (item.type === "link") return routeTo("singleLink", { ...base, linkId: item.id });
  return routeTo("singleFile", { ...base, fileId: item.id });
}

/** Where an item of another feature lives, by its type (the names of app/route-names.ts). */
function targetOf(projectId: number, type: string, id: number, taskListId?: number): string {
  const project_id = projectId;
  switch (type) {
    case "task":
      return routeTo("lists_single_task", { project_id, task_id: id });
    case "task_list":
      return routeTo("single_list", { project_id, list_id: id });
    case "discussion_board":
      return routeTo("individual_discussions", { project_id, discussion_id: id });
    case "milestone":
      return routeTo("milestones", { project_id });
    case "project":
      return routeTo("pm_overview", { project_id });
    case "file":
      // A comment on a files-area item: its modal over the top level, where every item can be opened.
      return routeTo("singleFile", { project_id, folder_id: 0, fileId: id });
    default:
      return taskListId ? routeTo("single_list", { project_id, list_id: taskListId }) : "#";
  }
}

/** 'Attached to {item}': the item a file was attached to; for a comment, the item the comment is on. */
export function attachedHref(projectId: number, to: AttachedTo): string {
  if (to.type === "comment") {
    return to.commentable ? targetOf(projectId, to.commentable.type, to.commentable.id) : "#";
  }
  return targetOf(projectId, to.type, to.id, to.task_list_id);
}

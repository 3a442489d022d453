import type { WpImportStage } from "@cairn/shared";
import { importActivities } from "./activities";
import { importBoards } from "./boards";
import { importComments } from "./comments";
import type { ImportContext, ProjectScope } from "./context";
import { importFiles } from "./files";
import { importCapabilities, importMembers } from "./projects";
import { importTasks } from "./tasks";

/**
 * What is read for each project, in order (a reader may use what an earlier one mapped: tasks need the lists,
 * comments the tasks, files the comments, activities all of them). The extension point for the Pro tables
 * (files area, kanboard, Gantt, sprints, time logs, labels, custom fields, invoices): a reader each, added
 * here, and its table taken off UNREAD_TABLES.
 */
export type ProjectReader = {
  name: string;
  stage: WpImportStage;
  read(ctx: ImportContext, scope: ProjectScope): Promise<void>;
};

export const PROJECT_READERS: ProjectReader[] = [
  { name: "members", stage: "projects", read: importMembers },
  { name: "capabilities", stage: "projects", read: importCapabilities },
  { name: "boards", stage: "task_lists", read: importBoards },
  { name: "tasks", stage: "tasks", read: importTasks },
  { name: "comments", stage: "comments", read: (ctx, scope) => importComments(ctx, scope, "items") },
  { name: "files", stage: "files", read: importFiles },
  { name: "comments on files", stage: "comments", read: (ctx, scope) => importComments(ctx, scope, "files") },
  { name: "activities", stage: "activities", read: importActivities },
];

/** The free plugin's tables the readers above (and the users stage) read, or that hold nothing Cairn keeps. */
export const READ_TABLES = new Set([
  "pm_activities",
  "pm_assignees",
  "pm_boardables",
  "pm_boards",
  "pm_comments",
  "pm_files",
  "pm_meta",
  "pm_projects",
  "pm_role_project",
  "pm_role_project_capabilities",
  "pm_role_user",
  "pm_task_type_task",
  "pm_task_types",
  "pm_tasks",
  // Bookkeeping of the plugin itself: capability names (fixed), roles (fixed ids 1–3), its own import log,
  // and role_project_users (a copy of role_user).
  "pm_capabilities",
  "pm_roles",
  "pm_imports",
  "pm_role_project_users",
]);

/** Tables known to hold data that is not imported yet, and why (said once in the report, with their row count). */
export const UNREAD_TABLES: Record<string, string> = {
  pm_categories: "project categories: Cairn has none",
  pm_category_project: "project categories: Cairn has none",
  pm_settings: "the plugin's global settings (page sizes, upload limit …): Cairn has its own",
};

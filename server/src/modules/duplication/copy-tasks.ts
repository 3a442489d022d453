import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { taskAssignees, taskLabels, tasks } from "../../db/schema";
import { allocateIds, copyLinkRows, copyRows, type IdMap, type Link } from "./copy-rows";

export type TaskCopy = {
  /** Selects the ids of the tasks to copy. */
  ids: SQL;
  projectId: number;
  lists: IdMap;
  /** When the copy is a new project: its milestones and labels (otherwise tasks keep theirs). */
  milestones?: IdMap;
  labels?: IdMap;
};

/**
 * Copies tasks into copied lists, with their assignees and labels, in a fixed handful of statements. A
 * sub-task whose parent is not copied becomes a task of its own.
 */
export async function copyTasks(tx: Executor, copy: TaskCopy): Promise<IdMap> {
  const map = await allocateIds(tx, tasks, copy.ids);
  const links: Link[] = [
    { column: "task_list_id", map: copy.lists },
    { column: "parent_id", map, none: 0 },
  ];
  if (copy.milestones) links.push({ column: "milestone_id", map: copy.milestones });
  const project = { project_id: sql`${copy.projectId}::int` };
  await copyRows(tx, tasks, map, { set: project, links });
  await copyLinkRows(tx, taskAssignees, [{ column: "task_id", map }], project);
  const labelLinks: Link[] = [{ column: "task_id", map }];
  if (copy.labels) labelLinks.push({ column: "label_id", map: copy.labels });
  await copyLinkRows(tx, taskLabels, labelLinks);
  return map;
}

import { GANTT_MESSAGES as M } from "@cairn/shared";
import { eq, sql } from "drizzle-orm";
import { notFound } from "../../core/http/errors";
import { authorize, policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import { type Executor, idArray } from "../../db/client";
import { taskLists, tasks } from "../../db/schema";
import { visibleTaskSql } from "../tasks/load";

/** A task at one end of a link, and whether the caller may see it (its privacy and its list's). */
export type LinkEnd = { id: number; projectId: number; title: string; createdBy: number; visible: boolean };

/** Both ends' rows in one query, whatever project they are in. */
export async function loadLinkEnds(db: Executor, access: ProjectAccess, ids: number[]): Promise<Map<number, LinkEnd>> {
  const visible = visibleTaskSql(access) ?? sql`true`;
  const rows = await db
    .select({
      id: tasks.id,
      projectId: tasks.projectId,
      title: tasks.title,
      createdBy: tasks.createdBy,
      visible: sql<boolean>`(${visible})`,
    })
    .from(tasks)
    .innerJoin(taskLists, eq(taskLists.id, tasks.taskListId))
    .where(sql`${tasks.id} = any(${idArray(ids)})`);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The ends are tasks of this project the caller sees: any other is not revealed (404, as a missing one). */
export function assertEndsSeen(access: ProjectAccess, ends: Map<number, LinkEnd>, ids: number[]) {
  for (const id of ids) {
    const end = ends.get(id);
    if (!end?.visible || end.projectId !== access.project.id) throw notFound(M.taskNotFound);
  }
}

/** A link is made or removed by who may edit each of its tasks (the policy's edit: managers, or its creator). */
export const mayEditEnds = (access: ProjectAccess, ends: Map<number, LinkEnd>, ids: number[]) =>
  ids.every((id) => policy.edit(access, ends.get(id) as LinkEnd));

/**
 * The rules both ends of a link pass, in the order the caller learns them: a task of another project, or one
 * of this project the caller may not see, is not revealed (404, exactly as a missing one: issue 42 point 9);
 * and linking needs the right to edit each task (403, the policy's edit: managers, or the task's creator).
 */
export function assertLinkable(access: ProjectAccess, ends: Map<number, LinkEnd>, fields: Record<string, number>) {
  const ids = Object.values(fields);
  assertEndsSeen(access, ends, ids);
  authorize(mayEditEnds(access, ends, ids));
}

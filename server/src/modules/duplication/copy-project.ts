import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { recordActivity } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { authorize, policy } from "../../core/policy/policy";
import type { ProjectAccess, ProjectRow } from "../../core/policy/project-access";
import { type Db, type Executor, idArray } from "../../db/client";
import {
  discussionBoards,
  files,
  labels,
  milestones,
  projectDepartmentMembers,
  projectDepartments,
  projectMembers,
  projects,
  settings,
  taskLists,
  tasks,
} from "../../db/schema";
import { allocateIds, copyProjectScoped, copyRows, type IdMap } from "./copy-rows";
import { copyTasks } from "./copy-tasks";
import { runProjectCopiedHooks } from "./hooks";

/** Per-project settings that belong to the original only: integration secrets (issue 17 adds them here). */
export const UNCOPIED_SETTINGS = ["slack", "git_bit_hash"];

/** The files that travel with a copy: the files area and the attachments of copied items (not of comments). */
const COPIED_FILEABLES = ["project", "file", "discussion_board", "task", "task_list", "milestone"] as const;

/** "<title> copy", with " copy" again until no project has the title (titles are unique, case aside). */
async function copyTitle(tx: Executor, title: string): Promise<string> {
  const taken = await tx
    .select({ title: projects.title })
    .from(projects)
    .where(sql`lower(${projects.title}) like ${`${title.toLowerCase().replace(/[\\%_]/g, "\\$&")} copy%`}`);
  const used = new Set(taken.map((r) => r.title.toLowerCase()));
  let next = `${title} copy`;
  while (used.has(next.toLowerCase())) next = `${next} copy`;
  return next;
}

/** Copies every row of a project's table, its milestone link (where it has one) read through the copy's. */
async function copyAll(tx: Executor, table: PgTable, from: number, to: number, milestoneMap?: IdMap) {
  const map = await allocateIds(tx, table, sql`select id from ${table} where project_id = ${from}`);
  const links = milestoneMap ? [{ column: "milestone_id", map: milestoneMap }] : [];
  await copyRows(tx, table, map, { set: { project_id: sql`${to}::int` }, links });
  return map;
}

/**
 * Copies the files area and the copied items' attachments, sharing their stored bytes; each row's folder
 * and owner (`fileable_id`) become the copy's.
 */
async function copyFiles(tx: Executor, from: number, to: number, owners: Record<string, IdMap>) {
  const map = await allocateIds(
    tx,
    files,
    sql`select id from ${files} where ${and(eq(files.projectId, from), inArray(files.fileableType, [...COPIED_FILEABLES]))}`,
  );
  await copyRows(tx, files, map, {
    set: {
      project_id: sql`${to}::int`,
      fileable_id: sql`case when t.fileable_type = 'project' then ${to}::int else t.fileable_id end`,
    },
    links: [{ column: "parent_id", map, none: 0 }],
  });
  for (const [type, owner] of Object.entries({ ...owners, file: map })) {
    if (owner.old.length === 0) continue;
    await tx.execute(sql`update ${files} f set fileable_id = o.new_id
      from unnest(${idArray(owner.old)}, ${idArray(owner.new)}) as o(old_id, new_id)
      where f.id = any(${idArray(map.new)}) and f.fileable_type = ${type} and f.fileable_id = o.old_id`);
  }
}

/**
 * Copies a project whole, inside the caller's transaction, in a fixed number of set-based statements (whatever
 * its size): members, settings but integration secrets, labels, milestones, discussions, lists, tasks and the
 * files area, and what features keep per project (duplication/hooks.ts). Every link in the copy points inside
 * it; stored bytes are shared, not copied (a blob goes when its last file row does). Comments, activity and
 * time logs stay with the original. `title` must be free (titles are unique); by default "<title> copy".
 * No activity is written: each caller records its own (a duplication, a shop's order).
 */
export async function copyProject(tx: Executor, me: CurrentUser, old: ProjectRow, options: { title?: string } = {}) {
  const title = options.title ?? (await copyTitle(tx, old.title));
  const { id: _id, title: _title, inboxListId: _inbox, createdAt: _c, updatedAt: _u, ...kept } = old;
  const [created] = await tx
    .insert(projects)
    .values({ ...kept, title, createdBy: me.id, updatedBy: me.id })
    .returning();
  const pid = created.id;
  const project = { project_id: sql`${pid}::int` };
  for (const table of [projectMembers, projectDepartments, projectDepartmentMembers]) {
    await copyProjectScoped(tx, table, old.id, pid);
  }
  const settingIds = await allocateIds(
    tx,
    settings,
    sql`select id from ${settings} where ${and(eq(settings.projectId, old.id), notInArray(settings.key, UNCOPIED_SETTINGS))}`,
  );
  await copyRows(tx, settings, settingIds, { set: project });
  const labelMap = await copyAll(tx, labels, old.id, pid);
  const milestoneMap = await copyAll(tx, milestones, old.id, pid);
  const boardMap = await copyAll(tx, discussionBoards, old.id, pid, milestoneMap);
  const listMap = await copyAll(tx, taskLists, old.id, pid, milestoneMap);
  const taskMap = await copyTasks(tx, {
    ids: sql`select id from ${tasks} where project_id = ${old.id}`,
    projectId: pid,
    lists: listMap,
    milestones: milestoneMap,
    labels: labelMap,
  });
  await copyFiles(tx, old.id, pid, {
    discussion_board: boardMap,
    task: taskMap,
    task_list: listMap,
    milestone: milestoneMap,
  });
  const inbox = old.inboxListId === null ? -1 : listMap.old.indexOf(old.inboxListId);
  const [saved] = await tx
    .update(projects)
    .set({ inboxListId: inbox >= 0 ? listMap.new[inbox] : null })
    .where(eq(projects.id, pid))
    .returning();
  // What other features keep per project comes along (the kanboard's columns and cards, docs/api.md "Kanboard").
  await runProjectCopiedHooks(tx, { from: old.id, project: saved, lists: listMap, tasks: taskMap, me });
  return saved;
}

/** A manager's copy of a project (global managers only), in one transaction, with its activity. */
export async function duplicateProject(db: Db, me: CurrentUser, access: ProjectAccess) {
  authorize(policy.duplicateProject(access));
  const old = access.project;
  return db.transaction(async (tx) => {
    const saved = await copyProject(tx, me, old);
    const title = saved.title;
    const activity = await recordActivity(tx, {
      actorId: me.id,
      action: "duplicate_project",
      actionType: "duplicate",
      resourceType: "project",
      resourceId: saved.id,
      projectId: saved.id,
      meta: { old_project_id: old.id, old_project_title: old.title, project_title_new: title, project_title: title },
    });
    return { project: saved, activity };
  });
}

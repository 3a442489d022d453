import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { discussionBoards, files, milestones, projectMembers, taskLists, tasks, users } from "../../db/schema";
import type { Member, ProjectCounts } from "./present";

/** Members of several projects in one query. */
export async function membersOf(db: Executor, projectIds: number[]): Promise<Map<number, Member[]>> {
  const result = new Map<number, Member[]>(projectIds.map((id) => [id, []]));
  if (projectIds.length === 0) return result;
  const rows = await db
    .select({
      projectId: projectMembers.projectId,
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      roleId: projectMembers.roleId,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(inArray(projectMembers.projectId, projectIds))
    .orderBy(asc(projectMembers.roleId), asc(users.displayName));
  for (const { projectId, ...m } of rows) result.get(projectId)?.push(m);
  return result;
}

/** The counts a project card shows, for a whole page of projects in a fixed number of queries. */
export async function countsOf(db: Executor, projectIds: number[]): Promise<Map<number, ProjectCounts>> {
  const result = new Map<number, ProjectCounts>(
    projectIds.map((id) => [
      id,
      {
        total_task_lists: 0,
        total_tasks: 0,
        total_complete_tasks: 0,
        total_incomplete_tasks: 0,
        total_discussion_boards: 0,
        total_milestones: 0,
        total_files: 0,
        total_users: 0,
      },
    ]),
  );
  if (projectIds.length === 0) return result;
  const bump = (id: number, key: string, n: number) => {
    const c = result.get(id);
    if (c) c[key] = (c[key] ?? 0) + n;
  };
  const [taskRows, listRows, discussionRows, milestoneRows, fileRows, memberRows] = await Promise.all([
    db
      .select({ id: tasks.projectId, status: tasks.status, n: count() })
      .from(tasks)
      .where(and(inArray(tasks.projectId, projectIds), eq(tasks.parentId, 0)))
      .groupBy(tasks.projectId, tasks.status),
    db
      .select({ id: taskLists.projectId, n: count() })
      .from(taskLists)
      .where(and(inArray(taskLists.projectId, projectIds), eq(taskLists.isInbox, false)))
      .groupBy(taskLists.projectId),
    db
      .select({ id: discussionBoards.projectId, n: count() })
      .from(discussionBoards)
      .where(inArray(discussionBoards.projectId, projectIds))
      .groupBy(discussionBoards.projectId),
    db
      .select({ id: milestones.projectId, n: count() })
      .from(milestones)
      .where(inArray(milestones.projectId, projectIds))
      .groupBy(milestones.projectId),
    db
      .select({ id: files.projectId, n: count() })
      .from(files)
      .where(and(inArray(files.projectId, projectIds), sql`${files.type} <> 'folder'`))
      .groupBy(files.projectId),
    db
      .select({ id: projectMembers.projectId, n: count() })
      .from(projectMembers)
      .where(inArray(projectMembers.projectId, projectIds))
      .groupBy(projectMembers.projectId),
  ]);
  for (const r of taskRows) {
    bump(r.id, "total_tasks", r.n);
    bump(r.id, r.status === 1 ? "total_complete_tasks" : "total_incomplete_tasks", r.n);
  }
  for (const r of listRows) bump(r.id, "total_task_lists", r.n);
  for (const r of discussionRows) bump(r.id, "total_discussion_boards", r.n);
  for (const r of milestoneRows) bump(r.id, "total_milestones", r.n);
  for (const r of fileRows) bump(r.id, "total_files", r.n);
  for (const r of memberRows) bump(r.id, "total_users", r.n);
  return result;
}

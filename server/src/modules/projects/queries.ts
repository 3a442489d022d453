import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type Executor, idArray } from "../../db/client";
import { preparedStatement } from "../../db/prepared";
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

const counted = (q: SQL) => sql<number>`(${q})`.mapWith(Number);

/** The counts of a page of projects, prepared once: the same text for any number of projects. */
const countsStatement = (db: Executor) =>
  db
    .select({
      id: sql<number>`p.id`,
      tasks: sql<number>`t.total`.mapWith(Number),
      complete: sql<number>`t.complete`.mapWith(Number),
      lists: counted(
        sql`select count(*) from ${taskLists} where ${taskLists.projectId} = p.id and ${taskLists.isInbox} = false`,
      ),
      discussions: counted(sql`select count(*) from ${discussionBoards} where ${discussionBoards.projectId} = p.id`),
      milestones: counted(sql`select count(*) from ${milestones} where ${milestones.projectId} = p.id`),
      files: counted(sql`select count(*) from ${files} where ${files.projectId} = p.id and ${files.type} <> 'folder'`),
      members: counted(sql`select count(*) from ${projectMembers} where ${projectMembers.projectId} = p.id`),
    })
    .from(
      sql`unnest(${idArray(sql.placeholder("ids"))}) as p(id) cross join lateral (select count(*) as total, count(*) filter (where ${tasks.status} = 1) as complete from ${tasks} where ${tasks.projectId} = p.id and ${tasks.parentId} = 0) as t`,
    )
    .prepare("cairn_project_counts");

/**
 * Counts already taken, per database and project, with the data version they were taken at (see
 * core/http/read-cache). Per database: project ids and versions mean nothing across two of them.
 */
const countsTakenBy = new WeakMap<object, Map<number, { version: number; counts: ProjectCounts }>>();
const MAX_COUNTS_KEPT = 10_000;

/**
 * The counts a project card shows, for a whole page of projects in ONE query: per project, a count
 * subquery per table over its project index (the tasks' one index-only, via tasks_project_top_idx).
 * Counts are the same for every reader and change only with the project's data version, so those taken
 * at the project's current version are reused: after a write, only the written project is counted again.
 */
export async function countsOf(
  db: Executor,
  wanted: readonly { id: number; dataVersion: number | null }[],
): Promise<Map<number, ProjectCounts>> {
  let countsTaken = countsTakenBy.get(db);
  if (!countsTaken) {
    countsTaken = new Map();
    countsTakenBy.set(db, countsTaken);
  }
  const result = new Map<number, ProjectCounts>();
  const missing: { id: number; dataVersion: number | null }[] = [];
  for (const p of wanted) {
    const taken = countsTaken.get(p.id);
    if (taken && p.dataVersion !== null && taken.version === p.dataVersion) result.set(p.id, taken.counts);
    else missing.push(p);
  }
  if (missing.length === 0) return result;
  const rows = await preparedStatement(db, "cairn_project_counts", () => countsStatement(db)).execute({
    ids: missing.map((p) => p.id),
  });
  const versions = new Map(missing.map((p) => [p.id, p.dataVersion]));
  for (const r of rows) {
    const counts: ProjectCounts = {
      total_task_lists: r.lists,
      total_tasks: r.tasks,
      total_complete_tasks: r.complete,
      total_incomplete_tasks: r.tasks - r.complete,
      total_discussion_boards: r.discussions,
      total_milestones: r.milestones,
      total_files: r.files,
      total_users: r.members,
    };
    result.set(r.id, counts);
    if (countsTaken.size >= MAX_COUNTS_KEPT) countsTaken.delete(countsTaken.keys().next().value as number);
    const version = versions.get(r.id);
    // Without a version (none read), the counts cannot be told apart from later ones: kept nowhere.
    if (version !== null && version !== undefined) countsTaken.set(r.id, { version, counts });
  }
  return result;
}

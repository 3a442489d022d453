import { PRIVATE_KIND_FLAG, type PrivateKind } from "@cairn/shared";
import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, AnyPgTable } from "drizzle-orm/pg-core";
import { ownOrPublicSql, policy, visibleKinds } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import { type Executor, idArray } from "../../db/client";
import { discussionBoards, files, milestones, projectMembers, taskLists, tasks, users } from "../../db/schema";
import { preparedFamily } from "../../db/statements";
import { visibleFileCountSql } from "../files-area/visibility";
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
      // A deactivated member stays listed (his work is the project's), greyed by the web app.
      deactivatedAt: users.deactivatedAt,
      deletedAt: users.deletedAt,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(inArray(projectMembers.projectId, projectIds))
    .orderBy(asc(projectMembers.roleId), asc(users.displayName));
  for (const { projectId, ...m } of rows) result.get(projectId)?.push(m);
  return result;
}

const counted = (q: SQL) => sql<number>`(${q})`.mapWith(Number);

/** Rows of `table` in project p, all of them and those a reader without its view_private flag sees. */
const countedBoth = (
  table: AnyPgTable & { projectId: AnyPgColumn; isPrivate: AnyPgColumn; createdBy: AnyPgColumn },
  extra: SQL,
) =>
  sql<string>`(select count(*) || ',' || count(*) filter (where ${ownOrPublicSql(table)}) from ${table} where ${table.projectId} = p.id and ${extra})`;

/** "all,visible" as two numbers. */
const pair = (v: string) => v.split(",").map(Number) as [number, number];

/**
 * The counts of a page of projects: the same text for any number of projects. Each count
 * comes whole and as a reader without view_private sees it (the lists' own-or-public rule, placeholder
 * `userId`); the caller's flags in each project pick one (pickCounts). Prepared once: planned on every
 * request, its eleven lateral counts made PostgreSQL's share of a project list twice what it is (bench, cache
 * off: 1.50 against 0.78 ms a request).
 */
const countsStatement = preparedFamily((db: Executor, _shape: null) =>
  db
    .select({
      id: sql<number>`p.id`,
      tasks: sql<string>`t.counts`,
      lists: countedBoth(taskLists, sql`${taskLists.isInbox} = false`),
      discussions: countedBoth(discussionBoards, sql`true`),
      milestones: countedBoth(milestones, sql`true`),
      files: countedBoth(files, sql`${files.type} <> 'folder'`),
      members: counted(sql`select count(*) from ${projectMembers} where ${projectMembers.projectId} = p.id`),
    })
    .from(
      sql`unnest(${idArray(sql.placeholder("ids"))}) as p(id) cross join lateral (select concat_ws(',',
        count(*), count(*) filter (where ${tasks.status} = 1),
        count(*) filter (where ${ownOrPublicSql(tasks)}), count(*) filter (where ${tasks.status} = 1 and ${ownOrPublicSql(tasks)}),
        count(*) filter (where ${ownOrPublicSql(taskLists)}), count(*) filter (where ${tasks.status} = 1 and ${ownOrPublicSql(taskLists)}),
        count(*) filter (where ${ownOrPublicSql(tasks)} and ${ownOrPublicSql(taskLists)}),
        count(*) filter (where ${tasks.status} = 1 and ${ownOrPublicSql(tasks)} and ${ownOrPublicSql(taskLists)})) as counts
        from ${tasks} join ${taskLists} on ${taskLists.id} = ${tasks.taskListId}
        where ${tasks.projectId} = p.id and ${tasks.parentId} = 0) as t`,
    ),
);

type CountsRow = Awaited<ReturnType<ReturnType<typeof countsStatement>["execute"]>>[number];

/** The counts this reader may see: whole for a kind he may view privately, else own-or-public. */
function pickCounts(r: CountsRow, access: ProjectAccess): ProjectCounts {
  const sees = (kind: PrivateKind) => policy.viewPrivate(access, kind);
  const t = r.tasks.split(",").map(Number);
  // Task counts in pairs (total, complete): all, own-or-public task, own-or-public list, both.
  const variant = (sees("task") ? 0 : 1) + (sees("list") ? 0 : 2);
  const [taskTotal, complete] = [t[variant * 2], t[variant * 2 + 1]];
  const of = (v: string, kind: PrivateKind) => pair(v)[sees(kind) ? 0 : 1];
  return {
    total_task_lists: of(r.lists, "list"),
    total_tasks: taskTotal,
    total_complete_tasks: complete,
    total_incomplete_tasks: taskTotal - complete,
    total_discussion_boards: of(r.discussions, "message"),
    total_milestones: of(r.milestones, "milestone"),
    total_files: of(r.files, "file"),
    total_users: r.members,
  };
}

/**
 * Files for readers who do not see everything: what the files area lists them (folders hiding what is in
 * them, attachments following their item), for all such projects of a page in one query.
 */
async function restrictedFileCounts(db: Executor, accesses: ProjectAccess[]): Promise<Map<number, number>> {
  if (accesses.length === 0) return new Map();
  const parts = accesses.map((a) => sql`select ${a.project.id}::int as id, ${visibleFileCountSql(a)} as n`);
  const { rows } = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: { id: number; n: string }[];
  };
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

/** A reader who may view every private kind sees the same counts as any other such reader. */
const seesAll = (access: ProjectAccess) => visibleKinds(access).length === Object.keys(PRIVATE_KIND_FLAG).length;

/**
 * Counts already taken, per database and project (and reader, for one who does not see everything), with
 * the data version they were taken at (see core/http/read-cache). Per database: project ids and versions
 * mean nothing across two of them.
 */
const countsTakenBy = new WeakMap<object, Map<string, { version: number; counts: ProjectCounts }>>();
const MAX_COUNTS_KEPT = 10_000;

/**
 * The counts a project card shows, for a whole page of projects in ONE query: per project, a count
 * subquery per table over its project index. Counts only what the reader may see (issue 42 point 9: a
 * count must not reveal private items), so they are kept per reader unless he sees everything; those
 * taken at the project's current version are reused: after a write, only the written project is counted again.
 */
export async function countsOf(
  db: Executor,
  wanted: readonly { access: ProjectAccess; dataVersion: number | null }[],
): Promise<Map<number, ProjectCounts>> {
  let countsTaken = countsTakenBy.get(db);
  if (!countsTaken) {
    countsTaken = new Map();
    countsTakenBy.set(db, countsTaken);
  }
  const keyOf = (access: ProjectAccess) =>
    seesAll(access) ? `${access.project.id}` : `${access.project.id}:${access.userId}`;
  const result = new Map<number, ProjectCounts>();
  const missing: { access: ProjectAccess; dataVersion: number | null }[] = [];
  for (const p of wanted) {
    const taken = countsTaken.get(keyOf(p.access));
    if (taken && p.dataVersion !== null && taken.version === p.dataVersion)
      result.set(p.access.project.id, taken.counts);
    else missing.push(p);
  }
  if (missing.length === 0) return result;
  const rows = await countsStatement(db, null).execute({
    ids: missing.map((p) => p.access.project.id),
    userId: missing[0].access.userId,
  });
  const byId = new Map(missing.map((p) => [p.access.project.id, p]));
  const fileCounts = await restrictedFileCounts(
    db,
    missing.map((p) => p.access).filter((a) => !seesAll(a)),
  );
  for (const r of rows) {
    const wantedOne = byId.get(r.id);
    if (!wantedOne) continue;
    const counts = pickCounts(r, wantedOne.access);
    const files = fileCounts.get(r.id);
    if (files !== undefined) counts.total_files = files;
    result.set(r.id, counts);
    if (countsTaken.size >= MAX_COUNTS_KEPT) countsTaken.delete(countsTaken.keys().next().value as string);
    const version = wantedOne.dataVersion;
    // Without a version (none read), the counts cannot be told apart from later ones: kept nowhere.
    if (version !== null) countsTaken.set(keyOf(wantedOne.access), { version, counts });
  }
  return result;
}

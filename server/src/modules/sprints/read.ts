import type { SprintListQuery } from "@cairn/shared";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "../../core/auth/current-user";
import type { Paging } from "../../core/http/envelope";
import { hasGlobalManage, type ProjectAccess, projectAccesses } from "../../core/policy/project-access";
import { type Executor, idArray } from "../../db/client";
import { projects, sprintProjects, sprints, sprintTasks, taskLists, tasks, users } from "../../db/schema";
import { readerTable } from "../tasks/query-tasks";
import { type PresentedUser, presentUser } from "../users/present";
import { type SprintRow, sprintPolicy, visibleSprintsSql } from "./access";

/** The most tasks a sprint's detail lists (a sprint is a few weeks of work; this bounds a runaway one). */
export const SPRINT_TASKS_SHOWN = 2000;

export type SprintProjectSummary = { id: number; title: string };
export type SprintCounts = { total: number; complete: number };

/** The caller's project accesses for privacy in SQL: null for a global manager, who sees every task. */
export const readerAccesses = async (db: Executor, me: CurrentUser, projectIds?: number[]) =>
  hasGlobalManage(me) ? null : projectAccesses(db, me, projectIds);

/** Per sprint, its tasks the caller may see: how many, how many complete. One grouped statement per page. */
export async function countVisibleTasks(
  db: Executor,
  me: CurrentUser,
  sprintIds: number[],
  accesses: Map<number, ProjectAccess> | null,
): Promise<Map<number, SprintCounts>> {
  if (sprintIds.length === 0 || accesses?.size === 0) return new Map();
  const reader = readerTable(me, accesses);
  const rows = await db
    .select({
      sprintId: sprintTasks.sprintId,
      total: sql<number>`count(*)::int`,
      complete: sql<number>`(count(*) filter (where ${tasks.status} = 1))::int`,
    })
    .from(sprintTasks)
    .innerJoin(tasks, eq(tasks.id, sprintTasks.taskId))
    .innerJoin(reader.table, reader.on)
    .innerJoin(taskLists, eq(taskLists.id, tasks.taskListId))
    .where(and(sql`${sprintTasks.sprintId} = any(${idArray(sprintIds)})`, reader.visible))
    .groupBy(sprintTasks.sprintId);
  return new Map(rows.map((r) => [r.sprintId, { total: r.total, complete: r.complete }]));
}

/** Per sprint, the projects it draws from that the caller sees, by title. */
export async function visibleProjects(db: Executor, sprintIds: number[], accesses: Map<number, ProjectAccess> | null) {
  const byId = new Map<number, SprintProjectSummary[]>();
  if (sprintIds.length === 0) return byId;
  const rows = await db
    .select({ sprintId: sprintProjects.sprintId, id: projects.id, title: projects.title })
    .from(sprintProjects)
    .innerJoin(projects, eq(projects.id, sprintProjects.projectId))
    .where(sql`${sprintProjects.sprintId} = any(${idArray(sprintIds)})`)
    .orderBy(asc(projects.title), asc(projects.id));
  for (const r of rows) {
    if (accesses && !accesses.has(r.id)) continue;
    byId.set(r.sprintId, [...(byId.get(r.sprintId) ?? []), { id: r.id, title: r.title }]);
  }
  return byId;
}

export async function loadCreators(db: Executor, ids: number[]): Promise<Map<number, PresentedUser>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, displayName: users.displayName })
    .from(users)
    .where(sql`${users.id} = any(${idArray([...new Set(ids)])})`);
  return new Map(rows.map((u) => [u.id, presentUser(u)]));
}

export type SprintListEntry = {
  sprint: SprintRow;
  canEdit: boolean;
  counts: SprintCounts;
  projects: SprintProjectSummary[];
  creator: PresentedUser | null;
};

/** A page of the sprints the caller sees, newest first, with what each row shows, in four statements. */
export async function listSprints(db: Executor, me: CurrentUser, q: SprintListQuery, p: Paging) {
  const where = and(eq(sprints.status, q.status), visibleSprintsSql(me));
  const [rows, [{ total }], accesses] = await Promise.all([
    db.select().from(sprints).where(where).orderBy(desc(sprints.id)).limit(p.perPage).offset(p.offset),
    db.select({ total: count() }).from(sprints).where(where),
    readerAccesses(db, me),
  ]);
  const ids = rows.map((s) => s.id);
  const [counts, projectsOf, creators, allProjects] = await Promise.all([
    countVisibleTasks(db, me, ids, accesses),
    visibleProjects(db, ids, accesses),
    loadCreators(
      db,
      rows.map((s) => s.createdBy),
    ),
    // Every project of the page's sprints, seen or not: a manager edits a sprint only if he manages each one.
    db
      .select({ sprintId: sprintProjects.sprintId, projectId: sprintProjects.projectId })
      .from(sprintProjects)
      .where(sql`${sprintProjects.sprintId} = any(${idArray(ids)})`),
  ]);
  const entries: SprintListEntry[] = rows.map((sprint) => {
    const projectIds = allProjects.filter((r) => r.sprintId === sprint.id).map((r) => r.projectId);
    return {
      sprint,
      canEdit: sprintPolicy.edit(me, sprint, projectIds, accesses ?? new Map()),
      counts: counts.get(sprint.id) ?? { total: 0, complete: 0 },
      projects: projectsOf.get(sprint.id) ?? [],
      creator: creators.get(sprint.createdBy) ?? null,
    };
  });
  return { entries, total };
}

/** The sprint's tasks the caller may see, grouped by project (by title), each list's tasks in their order. */
export async function readSprintTasks(db: Executor, me: CurrentUser, sprintId: number, projectIds: number[]) {
  const accesses = await readerAccesses(db, me, projectIds);
  if (accesses?.size === 0) return [];
  const reader = readerTable(me, accesses);
  return db
    .select({
      task: tasks,
      list: { id: taskLists.id, title: taskLists.title, status: taskLists.status },
      project: { id: projects.id, title: projects.title },
    })
    .from(sprintTasks)
    .innerJoin(tasks, eq(tasks.id, sprintTasks.taskId))
    .innerJoin(reader.table, reader.on)
    .innerJoin(taskLists, eq(taskLists.id, tasks.taskListId))
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .where(and(eq(sprintTasks.sprintId, sprintId), reader.visible))
    .orderBy(asc(projects.title), asc(projects.id), asc(taskLists.order), asc(tasks.order), asc(tasks.id))
    .limit(SPRINT_TASKS_SHOWN);
}

import type { MilestoneGroup } from "@cairn/shared";
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Paging } from "../../core/http/envelope";
import { visibleSql } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import type { Executor } from "../../db/client";
import { milestones, taskLists, tasks } from "../../db/schema";
import { visibleTaskSql } from "../tasks/load";
import { type MilestoneRow, visibleMilestoneSql } from "./load";

/** The groups split at `today`, the viewer's calendar day: late once the date is before it (core/http/viewer-day). */
const GROUPS: Record<Exclude<MilestoneGroup, "all">, (today: string) => SQL> = {
  upcoming: (today) =>
    sql`${milestones.status} = 0 and (${milestones.achieveDate} is null or ${milestones.achieveDate} >= ${today})`,
  late: (today) => sql`${milestones.status} = 0 and ${milestones.achieveDate} < ${today}`,
  completed: () => sql`${milestones.status} = 1`,
};

const ORDER = {
  completed: [desc(milestones.completedAt), desc(milestones.id)],
  dated: [sql`${milestones.achieveDate} asc nulls last`, asc(milestones.order), asc(milestones.id)],
};

/** A page of the project's milestones the caller may see, with the size of each group on the viewer's `today`. */
export async function listMilestones(
  db: Executor,
  access: ProjectAccess,
  group: MilestoneGroup,
  p: Paging,
  today: string,
) {
  const visible = and(eq(milestones.projectId, access.project.id), visibleMilestoneSql(access));
  const where = group === "all" ? visible : and(visible, GROUPS[group](today));
  const n = (cond: SQL) => sql<number>`(count(*) filter (where ${cond}))::int`;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(milestones)
      .where(where)
      .orderBy(...(group === "completed" ? ORDER.completed : [asc(milestones.status), ...ORDER.dated]))
      .limit(p.perPage)
      .offset(p.offset),
    db
      .select({
        upcoming: n(GROUPS.upcoming(today)),
        late: n(GROUPS.late(today)),
        completed: n(GROUPS.completed(today)),
      })
      .from(milestones)
      .where(visible),
  ]);
  const total = group === "all" ? totals.upcoming + totals.late + totals.completed : totals[group];
  return { rows, total, groups: totals };
}

export type MilestoneStats = {
  total_tasks: number;
  total_complete_tasks: number;
  total_task_lists: number;
  progress: number;
};

/** Task and list counts of several milestones, counting only what the caller may see: two queries. */
export async function statsOf(db: Executor, access: ProjectAccess, ids: number[]) {
  const result = new Map<number, MilestoneStats>(
    ids.map((id) => [id, { total_tasks: 0, total_complete_tasks: 0, total_task_lists: 0, progress: 0 }]),
  );
  if (ids.length === 0) return result;
  const [taskRows, listRows] = await Promise.all([
    db
      .select({ id: tasks.milestoneId, done: sql<boolean>`${tasks.status} = 1`, n: count() })
      .from(tasks)
      .innerJoin(taskLists, eq(taskLists.id, tasks.taskListId))
      .where(and(inArray(tasks.milestoneId, ids), eq(tasks.parentId, 0), visibleTaskSql(access)))
      .groupBy(tasks.milestoneId, sql`${tasks.status} = 1`),
    db
      .select({ id: taskLists.milestoneId, n: count() })
      .from(taskLists)
      .where(and(inArray(taskLists.milestoneId, ids), eq(taskLists.isInbox, false), visibleListSql(access)))
      .groupBy(taskLists.milestoneId),
  ]);
  for (const r of taskRows) {
    const s = r.id === null ? undefined : result.get(r.id);
    if (!s) continue;
    s.total_tasks += r.n;
    if (r.done) s.total_complete_tasks += r.n;
  }
  for (const r of listRows) {
    const s = r.id === null ? undefined : result.get(r.id);
    if (s) s.total_task_lists = r.n;
  }
  for (const s of result.values()) {
    s.progress = s.total_tasks === 0 ? 0 : Math.round((s.total_complete_tasks / s.total_tasks) * 100);
  }
  return result;
}

const visibleListSql = (access: ProjectAccess) =>
  visibleSql(access, "list", { isPrivate: taskLists.isPrivate, createdBy: taskLists.createdBy });

export type LinkedList = typeof taskLists.$inferSelect;
export type LinkedTask = typeof tasks.$inferSelect;

/** The lists and top-level tasks linked to several milestones that the caller may see: one query each. */
export async function linkedOf(db: Executor, access: ProjectAccess, ids: number[], want: Set<string>) {
  const lists = new Map<number, LinkedList[]>(ids.map((id) => [id, []]));
  const taskMap = new Map<number, LinkedTask[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return { lists, tasks: taskMap };
  const [listRows, taskRows] = await Promise.all([
    want.has("task_lists")
      ? db
          .select()
          .from(taskLists)
          .where(and(inArray(taskLists.milestoneId, ids), isNotNull(taskLists.milestoneId), visibleListSql(access)))
          .orderBy(asc(taskLists.order), asc(taskLists.id))
      : [],
    want.has("tasks")
      ? db
          .select({ task: tasks })
          .from(tasks)
          .innerJoin(taskLists, eq(taskLists.id, tasks.taskListId))
          .where(and(inArray(tasks.milestoneId, ids), eq(tasks.parentId, 0), visibleTaskSql(access)))
          .orderBy(asc(tasks.order), asc(tasks.id))
      : [],
  ]);
  for (const l of listRows) if (l.milestoneId !== null) lists.get(l.milestoneId)?.push(l);
  for (const { task } of taskRows) if (task.milestoneId !== null) taskMap.get(task.milestoneId)?.push(task);
  return { lists, tasks: taskMap };
}

export type MilestoneExtras = { stats?: MilestoneStats; lists?: LinkedList[]; tasks?: LinkedTask[] };

/** Stats (always) and linked items (on request) for a page of milestones. */
export async function extrasOf(db: Executor, access: ProjectAccess, rows: MilestoneRow[], want: Set<string>) {
  const ids = rows.map((r) => r.id);
  const [stats, linked] = await Promise.all([statsOf(db, access, ids), linkedOf(db, access, ids, want)]);
  return (id: number): MilestoneExtras => ({
    stats: stats.get(id),
    lists: want.has("task_lists") ? linked.lists.get(id) : undefined,
    tasks: want.has("tasks") ? linked.tasks.get(id) : undefined,
  });
}

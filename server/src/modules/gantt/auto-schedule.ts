import { GANTT_AUTO_SCHEDULE_KEY, GANTT_LINK_TYPE, type GanttMovedTask, MODULE } from "@cairn/shared";
import { eq, sql } from "drizzle-orm";
import { recordActivities } from "../../core/activity/record";
import type { CurrentUser } from "../../core/auth/current-user";
import { policy } from "../../core/policy/policy";
import type { ProjectAccess } from "../../core/policy/project-access";
import { type Executor, idArray } from "../../db/client";
import { ganttLinks, moduleStates, settings, taskLists, tasks } from "../../db/schema";
import { taskActivity } from "../tasks/activity";
import type { TaskDatesChange, TaskDatesHook } from "../tasks/hooks";
import { lockProjectLinks } from "./links";
import { type DatedTask, type Dependency, scheduleSuccessors } from "./schedule";

const FS = GANTT_LINK_TYPE.finishToStart;

/**
 * The Gantt's part in a task's date change (issue 20 point 4): with the project's `gantt_auto_schedule` on, the
 * module on, and finish-to-start successors to the task, its step shifts them in the update's transaction.
 * Otherwise nothing to do, in one small query, so a plain edit keeps its one-statement path.
 */
export const autoScheduleHook: TaskDatesHook = async (c) => {
  const pid = c.access.project.id;
  const result = (await c.db.execute(sql`select
    coalesce((select ${settings.value} from ${settings} where ${settings.projectId} = ${pid}
      and ${settings.key} = ${GANTT_AUTO_SCHEDULE_KEY}), 'false'::jsonb) = 'true'::jsonb
    and not exists (select 1 from ${moduleStates} where ${moduleStates.path} = ${MODULE.gantt} and not ${moduleStates.enabled})
    and exists (select 1 from ${ganttLinks} where ${ganttLinks.source} = ${c.before.id} and ${ganttLinks.type} = ${FS})
    as wanted`)) as unknown as { rows: { wanted: boolean }[] };
  return result.rows[0].wanted ? (tx) => shiftSuccessors(tx, c) : undefined;
};

type TaskWithList = DatedTask & { row: typeof tasks.$inferSelect; list: typeof taskLists.$inferSelect };

/**
 * Moves the successors that now start too early, in one UPDATE, with one activity row per moved task. Answers
 * what moved (`gantt_moved`), leaving out the tasks the caller may not see: they move all the same.
 */
async function shiftSuccessors(tx: Executor, c: TaskDatesChange): Promise<{ data: GanttMovedTask[] }> {
  await lockProjectLinks(tx, c.access.project.id);
  const links = await successorLinks(tx, c.after.id);
  const ids = [...new Set([c.after.id, ...links.flatMap((l) => [l.source, l.target])])];
  const rows = await tx
    .select({ row: tasks, list: taskLists })
    .from(tasks)
    .innerJoin(taskLists, eq(taskLists.id, tasks.taskListId))
    .where(sql`${tasks.id} = any(${idArray(ids)})`);
  const dated = new Map<number, TaskWithList>(
    rows.map(({ row, list }) => [row.id, { id: row.id, startAt: row.startAt, dueDate: row.dueDate, row, list }]),
  );
  const moved = scheduleSuccessors(c.after.id, dated, links);
  if (moved.size === 0) return { data: [] };
  const values = sql.join(
    [...moved].map(([id, d]) => sql`(${id}::int, ${d.startAt}::date, ${d.dueDate}::date)`),
    sql`, `,
  );
  await tx.execute(sql`update ${tasks} set start_at = v.start_at, due_date = v.due_date,
    updated_by = ${c.me.id}, updated_at = now() from (values ${values}) as v(id, start_at, due_date)
    where ${tasks.id} = v.id`);
  await recordActivities(
    tx,
    [...moved].map(([id, d]) => {
      const { row, list } = dated.get(id) as TaskWithList;
      return shiftActivity(c.me, row, list, d, c.after.id);
    }),
  );
  const data = [...moved]
    .filter(([id]) => seen(c.access, dated.get(id) as TaskWithList))
    .map(([id, d]) => ({ id, start_at: d.startAt, due_date: d.dueDate }));
  return { data };
}

/** The finish-to-start links into every task reached from `from` along them (one recursive query). */
async function successorLinks(tx: Executor, from: number): Promise<Dependency[]> {
  const result = (await tx.execute(sql`with recursive reach(id) as (
      select ${ganttLinks.target} from ${ganttLinks} where ${ganttLinks.source} = ${from} and ${ganttLinks.type} = ${FS}
      union
      select g.target from ${ganttLinks} g join reach r on g.source = r.id where g.type = ${FS})
    select g.source, g.target from ${ganttLinks} g where g.type = ${FS} and g.target in (select id from reach)`)) as unknown as {
    rows: Dependency[];
  };
  return result.rows.map((r) => ({ source: Number(r.source), target: Number(r.target) }));
}

/** One row per moved task: its dates before and after, and the task whose move caused it. */
const shiftActivity = (
  me: CurrentUser,
  row: TaskWithList["row"],
  list: TaskWithList["list"],
  to: { startAt: string | null; dueDate: string | null },
  cause: number,
) =>
  taskActivity(me, row, list, "update_task_dates", "update", {
    old: { start_at: row.startAt, due_date: row.dueDate },
    new: { start_at: to.startAt, due_date: to.dueDate },
    scheduled_after_task_id: cause,
  });

const seen = (access: ProjectAccess, t: TaskWithList) =>
  policy.view(access, "task", t.row) && policy.view(access, "list", t.list);

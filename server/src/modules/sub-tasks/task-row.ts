import { sql } from "drizzle-orm";
import type { SubTaskCounts } from "../tasks/related";
import type { TaskRowAddOn } from "../tasks/task-row";

/**
 * "2/5" on task rows (tasks/task-row.ts): per parent, its sub-tasks' count, complete count and estimation sum
 * (minutes). Aliased: `ids` may name the outer row's tasks.id, which an unaliased inner `tasks` would shadow.
 * `parent_id > 0` lets PostgreSQL use the partial tasks_parent_idx.
 */
export const subTaskCountsRowAddOn: TaskRowAddOn<SubTaskCounts> = {
  name: "sub_tasks",
  perTask: (ids) => sql`select sub.parent_id as id, count(*)::int as total,
     (count(*) filter (where sub.status = 1))::int as complete, coalesce(sum(sub.estimation), 0)::int as estimation
     from tasks sub where sub.parent_id > 0 and sub.parent_id = any(${ids}) group by sub.parent_id`,
  json: (x) => `'[', ${x}.total, ',', ${x}.complete, ',', ${x}.estimation, ']'`,
  decode: ([total, complete, estimation]: [number, number, number]) => ({ total, complete, estimation }),
  into: (related, taskId, counts) => related.subTasks.set(taskId, counts),
};

import { sql } from "drizzle-orm";
import type { TrackedTime } from "../tasks/related";
import type { TaskRowAddOn } from "../tasks/task-row";

/**
 * The time tracked on task rows (tasks/task-row.ts), per task with time logs: its stopped logs' seconds, and
 * its running timers' starts as epoch ms joined by commas (TrackedTime). Over time_logs_task_idx; aliased:
 * `ids` may name the outer row's tasks.id.
 */
export const trackedTimeRowAddOn: TaskRowAddOn<TrackedTime> = {
  name: "time",
  perTask: (ids) => sql`select tl.task_id as id,
     (coalesce(sum(tl.total) filter (where tl.stop is not null), 0))::bigint as seconds,
     coalesce(string_agg(floor(extract(epoch from tl.start) * 1000)::bigint::text, ',') filter (where tl.stop is null), '') as running
     from time_logs tl where tl.task_id = any(${ids}) group by tl.task_id`,
  json: (x) => `'[', ${x}.seconds, ',"', ${x}.running, '"]'`,
  decode: ([seconds, running]: [number, string]) => ({
    seconds,
    runningSince: running === "" ? [] : running.split(",").map(Number),
  }),
  into: (related, taskId, time) => related.time.set(taskId, time),
};

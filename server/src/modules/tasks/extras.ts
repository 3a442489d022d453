import { and, desc, eq } from "drizzle-orm";
import { presentActivity } from "../../core/activity/record";
import type { Executor } from "../../db/client";
import { activities, users } from "../../db/schema";
import { presentFiles } from "../attachments/present";
import { filesOf } from "../attachments/store";
import type { TaskRow } from "./load";

/** The single task's log holds its latest changes; older ones live in the project's feed. */
const ACTIVITY_LIMIT = 50;

/**
 * What the single-task view asks for with `?with=files,activities`: the task's attachments and its own
 * activity rows, newest first. The caller already passed the task's visibility check, and a task's rows
 * carry no privacy beyond the task's and its list's, so nothing more is filtered. One query each.
 * `time` comes with the task's own statement (tasks/load.ts, time-tracker/task-time.ts).
 */
export async function taskExtras(db: Executor, task: TaskRow, want: Set<string>) {
  const [files, log] = await Promise.all([
    want.has("files") ? filesOf(db, "task", [task.id]) : undefined,
    want.has("activities")
      ? db
          .select({ activity: activities, actor: { id: users.id, displayName: users.displayName } })
          .from(activities)
          .leftJoin(users, eq(users.id, activities.actorId))
          .where(
            and(
              eq(activities.projectId, task.projectId),
              eq(activities.resourceType, "task"),
              eq(activities.resourceId, task.id),
            ),
          )
          .orderBy(desc(activities.createdAt), desc(activities.id))
          .limit(ACTIVITY_LIMIT)
      : undefined,
  ]);
  return {
    ...(files ? { files: presentFiles(files.get(task.id)) } : {}),
    ...(log
      ? {
          activities: {
            data: log.map((r) =>
              presentActivity(r.activity, r.actor ? { id: r.actor.id, display_name: r.actor.displayName } : null),
            ),
          },
        }
      : {}),
  };
}

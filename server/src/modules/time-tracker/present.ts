import { splitSeconds } from "@cairn/shared";
import { presentTimestamp } from "../../core/http/dates";
import { wrap } from "../../core/http/envelope";
import type { users } from "../../db/schema";
import { presentUser } from "../users/present";
import type { TimeLogRow } from "./load";

type UserRow = Pick<typeof users.$inferSelect, "id" | "email" | "displayName">;

/** Seconds a log counts: its total once stopped, the time so far while it runs. */
export const secondsOf = (log: Pick<TimeLogRow, "start" | "stop" | "total">, now: Date) =>
  log.stop === null ? Math.max(0, Math.floor((now.getTime() - log.start.getTime()) / 1000)) : (log.total ?? 0);

/**
 * A log as it leaves the server. `total` counts a running log up to now; `meta.can_delete` says whether the
 * viewer may delete it now (his, stopped, and the task still takes time changes: `open`).
 */
export function presentTimeLog(
  log: TimeLogRow,
  user: UserRow | null,
  viewer: { userId: number; now: Date; open: boolean },
) {
  const running = log.stop === null;
  return {
    id: log.id,
    project_id: log.projectId,
    task_id: log.taskId,
    created_by: log.userId,
    user: wrap(user ? presentUser(user) : null),
    start: presentTimestamp(log.start),
    stop: presentTimestamp(log.stop),
    total: secondsOf(log, viewer.now),
    run_status: running,
    custom: log.isCustom,
    created_at: presentTimestamp(log.createdAt),
    meta: { can_delete: log.userId === viewer.userId && !running && viewer.open },
  };
}

export type PresentedTimeLog = ReturnType<typeof presentTimeLog>;

/** The totals the task's `time.meta` and others-time carry. */
export const presentTotal = (seconds: number) => splitSeconds(seconds);

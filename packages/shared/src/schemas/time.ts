import { z } from "zod";
import { TIME_MESSAGES as M } from "../messages-time";
import { pagingFields, zBool, zDate, zId } from "./primitives";

/** The longest custom time for one day, in seconds. */
export const DAY_SECONDS = 24 * 3600;

/**
 * A duration typed as `H:mm` (`1:30`, `01:30`, up to `24:00`), as seconds. More than 0 and at most a day;
 * the sum for one day is the server's check.
 */
export const zCustomDuration = z
  .string({ error: M.timeFormat })
  .trim()
  .transform((v, ctx) => {
    const m = /^(\d{1,2}):([0-5]\d)$/.exec(v);
    if (!m) {
      ctx.addIssue({ code: "custom", message: M.timeFormat });
      return z.NEVER;
    }
    const seconds = Number(m[1]) * 3600 + Number(m[2]) * 60;
    if (seconds === 0 || seconds > DAY_SECONDS) {
      ctx.addIssue({ code: "custom", message: seconds === 0 ? M.timeZero : M.timeOverDay });
      return z.NEVER;
    }
    return seconds;
  });

/** Start and stop name the task; a project, when sent, must be the task's. */
export const timerBody = z.object({ task_id: zId, project_id: zId.optional() });
export type TimerBody = z.infer<typeof timerBody>;

export const customTimeBody = z.object({
  task_id: zId,
  project_id: zId.optional(),
  date: zDate,
  time: zCustomDuration,
  /** Billable: the task's `payable` unless given. */
  payable: zBool.optional(),
});
export type CustomTimeBody = z.infer<typeof customTimeBody>;

/** A log's changes: its `payable` flag (a billed log keeps its own). */
export const timeLogChangeBody = z.object({ payable: zBool });
export type TimeLogChangeBody = z.infer<typeof timeLogChangeBody>;

/** Everybody's logs on a task, newest first, a page at a time (100 unless asked; `per_page=-1` for all). */
export const othersTimeQuery = z.object({ task_id: zId, project_id: zId.optional(), ...pagingFields });

export const timeLogParams = z.object({ id: zId });

/** Seconds as the task's `time.meta` totals show them: whole hours (may pass 24), minutes, seconds. */
export function splitSeconds(total: number) {
  const s = Math.max(0, Math.floor(total));
  return { hour: Math.floor(s / 3600), minute: Math.floor((s % 3600) / 60), second: s % 60 };
}

import { z } from "zod";
import { apiDateAnswer, itemAnswer, listAnswer, paginationMetaAnswer, wrapped, writtenAnswer } from "./common";
import { projectRefAnswer } from "./projects";
import { userAnswer } from "./users";

/** Seconds split as the totals show them (splitSeconds). */
export const splitSecondsAnswer = z.object({
  hour: z.number().int(),
  minute: z.number().int(),
  second: z.number().int(),
});

/** A time log (server/src/modules/time-tracker/present.ts): `total` counts a running log up to now. */
export const timeLogAnswer = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  task_id: z.number().int(),
  created_by: z.number().int(),
  user: wrapped(userAnswer.nullable()),
  start: apiDateAnswer,
  stop: apiDateAnswer.nullable(),
  total: z.number().int(),
  run_status: z.boolean(),
  custom: z.boolean(),
  /** Billable time: the task's `payable` when tracked, then the log's own (issue 46 point 5). */
  payable: z.boolean(),
  /** Whether an invoice bills this log (it is then kept as billed: neither deleted nor made unbillable). */
  billed: z.boolean(),
  /** The invoice that bills it, for a reader who may see that invoice (its project's managers, its client); else null. */
  invoice: wrapped(z.object({ id: z.number().int(), title: z.string() })).nullable(),
  created_at: apiDateAnswer,
  /** can_edit: the reader may set its `payable` now (his own log, or he manages the project; not billed). */
  meta: z.object({ can_delete: z.boolean(), can_edit: z.boolean() }),
});
export type TimeLog = z.infer<typeof timeLogAnswer>;

/** The single task's `?with=time`: the reader's own logs on it and the totals. */
export const taskTimeAnswer = listAnswer(timeLogAnswer).extend({
  meta: z.object({ totalTime: splitSecondsAnswer, totalTaskTime: splitSecondsAnswer, running: z.boolean() }),
});
export type TaskTime = z.infer<typeof taskTimeAnswer>;

/** A timer started (201), or the one already running on the task (200); a timer stopped; time added by hand. */
export const timeLogWrittenAnswer = writtenAnswer(timeLogAnswer);
export const timeLogDeletedAnswer = writtenAnswer(z.object({ id: z.number().int() }));

/** The reader's running timer with the task and project it runs on (the header's chip), or null. */
export const runningTimerAnswer = itemAnswer(
  timeLogAnswer
    .extend({
      task: wrapped(z.object({ id: z.number().int(), title: z.string(), project_id: z.number().int() })),
      project: wrapped(projectRefAnswer),
    })
    .nullable(),
);
export type RunningTimer = NonNullable<z.infer<typeof runningTimerAnswer>["data"]>;

/** A page of everybody's logs on a task, newest first, and each person's total (seconds) and count of logs. */
export const othersTimeAnswer = listAnswer(timeLogAnswer).extend({
  meta: paginationMetaAnswer.extend({
    totalTaskTime: splitSecondsAnswer,
    users: z.array(z.object({ user: wrapped(userAnswer), total: z.number().int(), logs: z.number().int() })),
  }),
});
export type OthersTime = z.infer<typeof othersTimeAnswer>;

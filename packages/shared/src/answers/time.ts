import { z } from "zod";
import { apiDateAnswer, listAnswer, wrapped } from "./common";
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
  start: apiDateAnswer.nullable(),
  stop: apiDateAnswer.nullable(),
  total: z.number().int(),
  run_status: z.boolean(),
  custom: z.boolean(),
  created_at: apiDateAnswer.nullable(),
  meta: z.object({ can_delete: z.boolean() }),
});
export type TimeLog = z.infer<typeof timeLogAnswer>;

/** The single task's `?with=time`: the reader's own logs on it and the totals. */
export const taskTimeAnswer = listAnswer(timeLogAnswer).extend({
  meta: z.object({ totalTime: splitSecondsAnswer, totalTaskTime: splitSecondsAnswer, running: z.boolean() }),
});
export type TaskTime = z.infer<typeof taskTimeAnswer>;

import type { TaskWriteHook } from "../tasks/write-hooks";
import { timeKey } from "./keys";

/** Completing a task stops the timers running on it (the header's chip among them). */
const refreshTimers: TaskWriteHook = (qc, { completed }) => {
  if (completed) void qc.invalidateQueries({ queryKey: timeKey });
};

export default refreshTimers;

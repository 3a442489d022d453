/**
 * The tracker's query keys, apart from its hooks so its refresh after task writes (task-writes.ts: completing a
 * task stops its timers) loads without the tracker's hooks.
 */
export const timeKey = ["time"] as const;
export const runningTimerKey = [...timeKey, "running"] as const;
export const taskTimeKey = (taskId: number) => [...timeKey, "task", taskId] as const;

/**
 * The tracker's query keys, apart from its hooks so the tasks feature can refresh them (completing a task
 * stops its timers) without importing the tracker's hooks, which import the tasks feature's.
 */
export const timeKey = ["time"] as const;
export const runningTimerKey = [...timeKey, "running"] as const;
export const taskTimeKey = (taskId: number) => [...timeKey, "task", taskId] as const;

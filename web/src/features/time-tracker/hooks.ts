import { MODULE } from "@cairn/shared/modules";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { get, post, type Written } from "../../api/client";
import { useDisabledModules } from "../../api/modules";
import { toastError } from "../../components/toasts";
import { taskKey } from "../tasks/hooks";
import { patchLists, patchTask } from "../tasks/lists-cache";
import type { Task, TaskSummary } from "../tasks/types";
import { runningTimerKey, taskTimeKey, timeKey } from "./keys";
import { runningTimerQuery } from "./running-query";
import type { OthersTime, RunningTimer, TimeLog, TrackedTask } from "./types";

const base = "pm-pro/v2";

export const useTimeTrackerOn = () => !useDisabledModules().has(MODULE.timeTracker);

/** The reader's running timer, or null: a row in the database, so it outlives reloads, tabs and restarts. */
export function useRunningTimer() {
  const on = useTimeTrackerOn();
  return useQuery({ ...runningTimerQuery, enabled: on });
}

/** Everybody's newest logs on a task, with each person's total (all logs counted). */
export function useTaskTime(taskId: number) {
  return useQuery({
    queryKey: taskTimeKey(taskId),
    queryFn: ({ signal }) => get<OthersTime>(`${base}/others-time`, { task_id: taskId }, signal),
  });
}

/** A second that ticks while `active`: what live clocks re-render on (one timer per clock shown). */
export function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [active]);
  return now;
}

type TrackedMeta = Pick<TaskSummary["meta"], "tracked_seconds" | "timers_since">;

/** The task's tracked time changed by `fn` on every screen that shows it (rows of lists, the open task). */
function patchTrackedTime(qc: QueryClient, task: TrackedTask, fn: (meta: TrackedMeta) => TrackedMeta) {
  const apply = <T extends TaskSummary>(t: T): T => ({ ...t, meta: { ...t.meta, ...fn(t.meta) } });
  patchLists(qc, task.project_id, (lists) => patchTask(lists, task.id, apply));
  qc.setQueryData<Task>(taskKey(task.project_id, task.id), (old) => (old ? apply(old) : old));
}

const addSeconds =
  (seconds: number) =>
  (meta: TrackedMeta): TrackedMeta => ({
    ...meta,
    tracked_seconds: Math.max(0, (meta.tracked_seconds ?? 0) + seconds),
  });
const started =
  (log: TimeLog) =>
  (meta: TrackedMeta): TrackedMeta => ({
    tracked_seconds: meta.tracked_seconds ?? 0,
    timers_since: [...(meta.timers_since ?? []), log.start.datetime ?? ""],
  });
const stopped =
  (log: TimeLog) =>
  (meta: TrackedMeta): TrackedMeta => ({
    tracked_seconds: (meta.tracked_seconds ?? 0) + log.total,
    timers_since: (meta.timers_since ?? []).filter((since) => since !== log.start.datetime),
  });

/** Start and stop; the header's chip, the task's time and its rows follow each answer. */
export function useTimerWrites() {
  const qc = useQueryClient();
  const body = (task: TrackedTask) => ({ task_id: task.id, project_id: task.project_id });
  const start = useMutation({
    mutationFn: (task: TrackedTask) => post<Written<TimeLog>>(`${base}/time`, body(task)),
    meta: { silent: true },
    // A refused start stays on screen until closed (spec: sticky toasts with a close button).
    onError: (err) => toastError(err, { sticky: true }),
    onSuccess: (res, task) => {
      const before = qc.getQueryData<RunningTimer | null>(runningTimerKey);
      // Starting stopped the timer running elsewhere: that task's rows stop counting too.
      if (before && before.task_id !== task.id)
        patchTrackedTime(qc, before.task.data, stopped({ ...before, total: secondsOf(before) }));
      if (before?.task_id !== task.id) patchTrackedTime(qc, task, started(res.data));
      const next: RunningTimer = {
        ...res.data,
        task: { data: { id: task.id, project_id: task.project_id, title: task.title } },
        project: { data: { id: task.project_id, title: "" } },
      };
      qc.setQueryData<RunningTimer | null>(runningTimerKey, next);
      void qc.invalidateQueries({ queryKey: timeKey });
    },
  });
  const stop = useMutation({
    mutationFn: (task: TrackedTask) => post<Written<TimeLog>>(`${base}/time/update`, body(task)),
    meta: { silent: true },
    onError: (err) => toastError(err),
    onSuccess: (res, task) => {
      patchTrackedTime(qc, task, stopped(res.data));
      qc.setQueryData(runningTimerKey, null);
      void qc.invalidateQueries({ queryKey: timeKey });
    },
  });
  return { start, stop };
}

/** A stopped log's seconds as the server would count them had it stopped now (for the rows' estimate). */
const secondsOf = (log: TimeLog) => Math.max(0, Math.floor((Date.now() - Date.parse(log.start.datetime ?? "")) / 1000));

/** What CustomTimeForm shows under its inputs. */
const CUSTOM_TIME_FIELDS = ["date", "time"] as const;

/** Custom time, a log's payable flag and deletion on one task; each refreshes its logs (and its rows' totals). */
export function useTimeLogWrites(task: TrackedTask) {
  const qc = useQueryClient();
  const settle = (change: (meta: TrackedMeta) => TrackedMeta) => {
    patchTrackedTime(qc, task, change);
    void qc.invalidateQueries({ queryKey: taskTimeKey(task.id) });
  };
  const add = useMutation({
    mutationFn: (vars: { date: string; time: string; payable?: boolean }) =>
      post<Written<TimeLog>>(`${base}/custom-time`, { task_id: task.id, project_id: task.project_id, ...vars }),
    meta: { inlineFields: CUSTOM_TIME_FIELDS },
    onSuccess: (res) => settle(addSeconds(res.data.total)),
  });
  const remove = useMutation({
    mutationFn: (log: TimeLog) => post<Written<unknown>>(`${base}/time/${log.id}/delete`),
    onSuccess: (_res, log) => settle(addSeconds(-log.total)),
  });
  const change = useMutation({
    mutationFn: ({ log, payable }: { log: TimeLog; payable: boolean }) =>
      post<Written<TimeLog>>(`${base}/time/${log.id}`, { payable }),
    // The switch shows the saved value: only a refusal is worth saying.
    meta: { silent: true },
    onError: (err) => toastError(err),
    onSuccess: () => void qc.invalidateQueries({ queryKey: taskTimeKey(task.id) }),
  });
  return { add, remove, change };
}

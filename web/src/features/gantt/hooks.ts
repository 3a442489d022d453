import {
  decodeGanttChart,
  type GanttChart,
  type GanttChartWire,
  type GanttLink,
  type GanttLinkType,
  type GanttMoved,
  type Task,
} from "@cairn/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { get, type Item, post, type Written } from "../../api/client";
import { toastUnshown } from "../../components/toasts";
import { kanboardKey } from "../kanboard/keys";
import { listsKey } from "../tasks/lists-cache";

export const ganttKey = (projectId: number) => ["gantt", projectId] as const;
const ganttPath = (projectId: number) => `pm-pro/v2/projects/${projectId}/gantt`;

/** The whole chart in one call (issue 20 point 5). */
export function useGanttChart(projectId: number) {
  return useQuery({
    queryKey: ganttKey(projectId),
    queryFn: async ({ signal }) =>
      decodeGanttChart((await get<Item<GanttChartWire>>(ganttPath(projectId), {}, signal)).data),
    // Tasks change on other screens too: opening the chart always reads it (the server's cache answers fast).
    refetchOnMount: "always",
  });
}

type UpdateAnswer = Written<Task> & { gantt_moved?: GanttMoved };

/** The chart with some tasks' days (and titles) replaced: a new object, so the chart draws it again. */
function patchTasks(chart: GanttChart, changes: Map<number, Partial<GanttChart["tasks"][number]>>): GanttChart {
  return { ...chart, tasks: chart.tasks.map((t) => (changes.has(t.id) ? { ...t, ...changes.get(t.id) } : t)) };
}

/** What the chart's task dialog (TaskDialog) shows under its inputs. */
export const TASK_DIALOG_FIELDS = ["title", "start_at", "due_date"] as const;

/**
 * The chart's writes; each answer is put in the chart at once (no second read). `linkFields`: what the
 * caller's form shows under its inputs of a refused link (the link dialog; a link drawn on the chart, none).
 */
export function useGanttWrites(projectId: number, linkFields?: readonly string[]) {
  const qc = useQueryClient();
  const key = ganttKey(projectId);
  const patch = (fn: (chart: GanttChart) => GanttChart) => qc.setQueryData<GanttChart>(key, (c) => (c ? fn(c) : c));
  // Other screens show the same tasks: they read again when next shown.
  const touchOthers = () => {
    void qc.invalidateQueries({ queryKey: kanboardKey(projectId) });
    void qc.invalidateQueries({ queryKey: listsKey(projectId) });
  };

  /** Saves a task's days (a dragged bar or the form); the tasks the auto-schedule moved come along. */
  const saveTask = useMutation({
    meta: { silent: true },
    mutationFn: (vars: { id: number; title?: string; start_at: string | null; due_date: string | null }) =>
      post<UpdateAnswer>(`pm/v2/projects/${projectId}/tasks/${vars.id}/update`, {
        ...(vars.title === undefined ? {} : { title: vars.title }),
        start_at: vars.start_at,
        due_date: vars.due_date,
      }),
    onSuccess: (res) => {
      const changes = new Map<number, Partial<GanttChart["tasks"][number]>>([
        [
          res.data.id,
          {
            title: res.data.title,
            start_at: res.data.start_at?.date ?? null,
            due_date: res.data.due_date?.date ?? null,
          },
        ],
      ]);
      for (const m of res.gantt_moved?.data ?? []) changes.set(m.id, { start_at: m.start_at, due_date: m.due_date });
      patch((c) => patchTasks(c, changes));
      touchOthers();
    },
    // A refused save puts the bar back (the chart is drawn again from what the server has) and says why; the
    // task's dialog (the only save with a title) shows its fields' messages itself.
    onError: (err, vars) => {
      toastUnshown(err, vars.title === undefined ? undefined : TASK_DIALOG_FIELDS);
      patch((c) => ({ ...c, tasks: [...c.tasks] }));
    },
  });

  const addLink = useMutation({
    mutationFn: (vars: { source: number; target: number; type: GanttLinkType }) =>
      post<Written<GanttLink>>(ganttPath(projectId), vars),
    meta: { inlineFields: linkFields },
    onSuccess: (res) => patch((c) => ({ ...c, links: [...c.links, res.data] })),
    onError: () => patch((c) => ({ ...c, links: [...c.links] })),
  });

  const removeLink = useMutation({
    mutationFn: (id: number) => post<Written<GanttLink>>(`${ganttPath(projectId)}/${id}/delete`),
    onSuccess: (res) => patch((c) => ({ ...c, links: c.links.filter((l) => l.id !== res.data.id) })),
    onError: () => patch((c) => ({ ...c, links: [...c.links] })),
  });

  const setAutoSchedule = useMutation({
    mutationFn: (on: boolean) =>
      post<Written<unknown>>(`pm/v2/projects/${projectId}/settings`, {
        settings: [{ key: "gantt_auto_schedule", value: on }],
      }),
    onSuccess: (_res, on) => patch((c) => ({ ...c, auto_schedule: on })),
  });

  /** A new task or list changes the rows: the chart is read again. */
  const reload = () => qc.invalidateQueries({ queryKey: key });

  return { saveTask, addLink, removeLink, setAutoSchedule, reload };
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { get, type Item, post, type Written } from "../../api/client";
import { toastUnshown } from "../../components/toasts";
import { type ListsSnapshot, patchLists, placeTask, removeTask, restoreLists, snapshotLists } from "./lists-cache";
import type { Task, TaskChanges, TaskDraft, TaskSummary } from "./types";
import { afterTaskWrite } from "./write-hooks";

export const tasksPath = (projectId: number) => `pm/v2/projects/${projectId}/tasks`;
export const taskKey = (projectId: number, taskId: number) => ["task", projectId, taskId] as const;

/** One task with its attachments and its own activity, for the single-task view. */
export function useTask(projectId: number, taskId: number) {
  return useQuery({
    queryKey: taskKey(projectId, taskId),
    queryFn: async ({ signal }) =>
      (await get<Item<Task>>(`${tasksPath(projectId)}/${taskId}`, { with: "files,activities" }, signal)).data,
    enabled: Number.isFinite(taskId) && taskId > 0,
  });
}

type Optimistic = { snapshot: ListsSnapshot; task?: Task };

/**
 * Add-ons show the project's tasks too (the board) or what a write changes (a completion stops timers): after
 * any task write each refreshes its own (tasks/write-hooks.ts), so lists and board never drift apart.
 */
const refreshBoard = (qc: ReturnType<typeof useQueryClient>, projectId: number, completed = false) =>
  afterTaskWrite(qc, { projectId, completed });

/** What every write's answer does: the lists and the open task show the task as the server returned it. */
function useSettleTask(projectId: number) {
  const qc = useQueryClient();
  return (task: Task, completed = false) => {
    refreshBoard(qc, projectId, completed);
    patchLists(qc, projectId, (lists) => placeTask(lists, task));
    qc.setQueryData<Task>(taskKey(projectId, task.id), (old) =>
      old ? { ...task, files: old.files, activities: old.activities } : old,
    );
    void qc.invalidateQueries({ queryKey: taskKey(projectId, task.id) });
  };
}

/** What TaskForm shows under its inputs. */
const FORM_FIELDS = ["title", "assignees", "start_at", "due_date"] as const;

/** Adds a task to a list (the list's "Add task" form). */
export function useCreateTask(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (vars: TaskDraft & { task_list_id: number }) => post<Written<Task>>(tasksPath(projectId), vars),
    meta: { inlineFields: FORM_FIELDS },
    onSuccess: (res) => {
      refreshBoard(qc, projectId);
      patchLists(qc, projectId, (lists) => placeTask(lists, res.data));
    },
  });
}

/** Saves a task's changes (the row's edit form). */
export function useUpdateTask(projectId: number) {
  const settle = useSettleTask(projectId);
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: TaskChanges }) =>
      post<Written<Task>>(`${tasksPath(projectId)}/${id}/update`, changes),
    meta: { inlineFields: FORM_FIELDS },
    onSuccess: (res) => settle(res.data),
  });
}

export function useRemoveTask(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (task: TaskSummary) => post<Written<{ id: number }>>(`${tasksPath(projectId)}/${task.id}/delete`),
    onSuccess: (_res, task) => {
      refreshBoard(qc, projectId);
      patchLists(qc, projectId, (lists) => lists.map((l) => removeTask(l, task.id)));
      qc.removeQueries({ queryKey: taskKey(projectId, task.id) });
    },
  });
}

/** Completes or reopens at once; the old state comes back if the server refuses. */
export function useToggleTask(projectId: number) {
  const qc = useQueryClient();
  const settle = useSettleTask(projectId);
  return useMutation<Written<Task>, Error, { task: TaskSummary; status: 0 | 1 }, Optimistic>({
    mutationFn: ({ task, status }) =>
      post<Written<Task>>(`${tasksPath(projectId)}/${task.id}/change-status`, { status }),
    onMutate: async ({ task, status }) => {
      await qc.cancelQueries({ queryKey: ["task-lists", projectId] });
      const snapshot = snapshotLists(qc, projectId);
      const old = qc.getQueryData<Task>(taskKey(projectId, task.id));
      const next = { ...task, status };
      patchLists(qc, projectId, (lists) => placeTask(lists, next));
      if (old) qc.setQueryData<Task>(taskKey(projectId, task.id), { ...old, status });
      return { snapshot, task: old };
    },
    onError: (_err, { task }, ctx) => {
      refreshBoard(qc, projectId);
      if (!ctx) return;
      restoreLists(qc, ctx.snapshot);
      if (ctx.task) qc.setQueryData(taskKey(projectId, task.id), ctx.task);
    },
    // Completing a task stops the timers running on it (the header's chip among them).
    onSuccess: (res, { status }) => settle(res.data, status === 1),
  });
}

/** What a task row may do: complete or reopen, and delete. */
export type RowWrites = {
  toggle: (task: TaskSummary, status: 0 | 1) => void;
  remove: (task: TaskSummary) => Promise<unknown>;
};

/**
 * The writes of every row of a board, from one pair of mutation hooks: a page shows hundreds of rows, and
 * rows show no pending state of their own (a toggle shows at once; a delete is confirmed first).
 */
export function useRowWrites(projectId: number): RowWrites {
  const { mutate: toggle } = useToggleTask(projectId);
  const { mutateAsync: remove } = useRemoveTask(projectId);
  return useMemo(() => ({ toggle: (task, status) => toggle({ task, status }), remove }), [toggle, remove]);
}

/** What the single task's editors show under themselves: the dates (TaskSidePanel), custom fields' values. */
const QUIET_FIELDS = ["start_at", "due_date", "custom_fields.*"] as const;

/** The writes on tasks; each keeps every screen of lists (and the open task) in step with the answer. */
export function useTaskWrites(projectId: number) {
  const settle = useSettleTask(projectId);
  const create = useCreateTask(projectId);
  const update = useUpdateTask(projectId);
  /**
   * Field by field in the single task: the field itself shows the saved value, so only failures are toasted,
   * and not those its editor shows in place (each edit sends its own field only).
   */
  const quiet = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: TaskChanges }) =>
      post<Written<Task>>(`${tasksPath(projectId)}/${id}/update`, changes),
    meta: { silent: true },
    onError: (err) => toastUnshown(err, QUIET_FIELDS),
    onSuccess: (res) => settle(res.data),
  });
  const remove = useRemoveTask(projectId);
  const toggle = useToggleTask(projectId);
  return { create, update, quiet, remove, toggle };
}

/**
 * A reorder or a move by drag and drop: the board has already shown the new arrangement (see
 * patchOptimistically) and passes the snapshot; a refusal puts every screen back as it was.
 */
export function useSortTasks(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ listId, orders }: { listId: number; orders: SortOrder[]; snapshot: ListsSnapshot }) =>
      post<Written<unknown>>(`${tasksPath(projectId)}/sorting`, { task_list_id: listId, orders }),
    onError: (_err, { snapshot }) => restoreLists(qc, snapshot),
    onSuccess: (_res, { orders }) => {
      refreshBoard(qc, projectId);
      for (const { id } of orders) void qc.invalidateQueries({ queryKey: taskKey(projectId, id) });
    },
  });
}

export type SortOrder = { id: number; order: number };

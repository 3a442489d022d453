import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Collection, get, post, type Written } from "../../api/client";
import { toastError } from "../../components/toasts";
import { taskKey, tasksPath } from "../tasks/hooks";
import { patchLists, placeTask } from "../tasks/lists-cache";
import type { Task } from "../tasks/types";

/** What the add form sends; dates are calendar days ("YYYY-MM-DD"), estimation minutes. */
export type SubTaskDraft = { title: string; assignees?: number[]; due_date?: string | null; estimation?: number };

const subTasksPath = (taskId: number) => `pm-pro/v2/tasks/${taskId}/sub-tasks`;
export const subTasksKey = (taskId: number) => ["sub-tasks", taskId] as const;
/** The spec's largest page: a task's sub-tasks come in one call. */
const ALL = 1000;

/** A task's sub-tasks, in their order. */
export function useSubTasks(taskId: number) {
  return useQuery({
    queryKey: subTasksKey(taskId),
    queryFn: async ({ signal }) => (await get<Collection<Task>>(subTasksPath(taskId), { per_page: ALL }, signal)).data,
  });
}

/**
 * After any write the list is read again, and so is the parent: its "done of total", its estimation (their sum)
 * and its row on every screen of lists follow.
 */
function useRefresh(parent: Task) {
  const qc = useQueryClient();
  return async () => {
    const key = taskKey(parent.project_id, parent.id);
    await Promise.all([
      qc.invalidateQueries({ queryKey: subTasksKey(parent.id) }),
      qc.invalidateQueries({ queryKey: key }),
    ]);
    const fresh = qc.getQueryData<Task>(key);
    if (fresh) patchLists(qc, parent.project_id, (lists) => placeTask(lists, fresh));
  };
}

/** Sets one sub-task in the cached list (an optimistic change); returns the list as it was. */
function useSetSubTask(taskId: number) {
  const qc = useQueryClient();
  return async (id: number, patch: Partial<Task>) => {
    await qc.cancelQueries({ queryKey: subTasksKey(taskId) });
    const before = qc.getQueryData<Task[]>(subTasksKey(taskId));
    qc.setQueryData<Task[]>(subTasksKey(taskId), (old) => old?.map((s) => (s.id === id ? { ...s, ...patch } : s)));
    return before;
  };
}

export type SortOrder = { id: number; index: number };

/** What AddSubTask shows under its inputs. */
const ADD_FIELDS = ["title", "assignees", "due_date"] as const;

/** Every write on the sub-tasks of `parent`; each refreshes the list and the parent when it settles. */
export function useSubTaskWrites(parent: Task) {
  const qc = useQueryClient();
  const refresh = useRefresh(parent);
  const setSubTask = useSetSubTask(parent.id);
  const restore = (before: Task[] | undefined) => qc.setQueryData(subTasksKey(parent.id), before);
  const path = subTasksPath(parent.id);

  const create = useMutation({
    mutationFn: (draft: SubTaskDraft) => post<Written<Task>>(path, draft),
    meta: { inlineFields: ADD_FIELDS },
    onSuccess: refresh,
  });
  /** Edits in place: the field shows the saved value, so only failures are toasted. */
  const update = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: Partial<SubTaskDraft> }) =>
      post<Written<Task>>(`${path}/${id}/update`, changes),
    meta: { silent: true },
    onMutate: ({ id, changes }) => (changes.title ? setSubTask(id, { title: changes.title }) : undefined),
    onError: (err, _vars, before) => {
      toastError(err);
      if (before) restore(before);
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (sub: Task) => post<Written<{ id: number }>>(`${path}/${sub.id}/delete`),
    onSuccess: refresh,
  });
  /** The sub-task becomes an ordinary task at the end of the parent's list, where the lists show it at once. */
  const convert = useMutation({
    mutationFn: (sub: Task) => post<Written<Task>>(`${path}/${sub.id}/convert`),
    onSuccess: async (res) => {
      patchLists(qc, parent.project_id, (lists) => placeTask(lists, res.data));
      await refresh();
    },
  });
  /** Completes or reopens at once (the ordinary task call); the old state comes back if the server refuses. */
  const toggle = useMutation({
    mutationFn: ({ sub, status }: { sub: Task; status: 0 | 1 }) =>
      post<Written<Task>>(`${tasksPath(parent.project_id)}/${sub.id}/change-status`, { status }),
    onMutate: ({ sub, status }) => setSubTask(sub.id, { status }),
    onError: (_err, _vars, before) => restore(before),
    onSettled: refresh,
  });
  /** A reorder: the list shows the new order first (`sequence`), and comes back as it was on a refusal. */
  const sort = useMutation({
    mutationFn: ({ orders }: { orders: SortOrder[]; sequence: Task[] }) =>
      post<Written<unknown>>("pm-pro/v2/sub-tasks/sorting", { task_id: parent.id, orders }),
    onMutate: async ({ sequence }) => {
      await qc.cancelQueries({ queryKey: subTasksKey(parent.id) });
      const before = qc.getQueryData<Task[]>(subTasksKey(parent.id));
      qc.setQueryData(subTasksKey(parent.id), sequence);
      return before;
    },
    onError: (_err, _vars, before) => restore(before),
    onSettled: () => qc.invalidateQueries({ queryKey: subTasksKey(parent.id) }),
  });
  return { create, update, remove, convert, toggle, sort };
}

export type SubTaskWrites = ReturnType<typeof useSubTaskWrites>;

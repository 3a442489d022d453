import { useMutation, useQueryClient } from "@tanstack/react-query";
import { post, type Written } from "../../api/client";
import { listsPath } from "../../api/first-reads";
import type { TaskList } from "../tasks/list-types";
import {
  currentListsKey,
  type ListsSnapshot,
  listsKey,
  patchLists,
  restoreLists,
  singleListKey,
} from "../tasks/lists-cache";
import type { ListDraft } from "./types";

const bodyOf = (draft: ListDraft, withPrivacy: boolean) => ({
  title: draft.title,
  description: draft.description,
  milestone: draft.milestone ? Number(draft.milestone) : null,
  ...(withPrivacy ? { privacy: draft.privacy } : {}),
});

/** The answer to an update carries no tasks: keep the ones each screen already shows. */
const mergeList = (old: TaskList, next: TaskList): TaskList => ({
  ...old,
  ...next,
  incomplete_tasks: old.incomplete_tasks,
  complete_tasks: old.complete_tasks,
  meta: { ...old.meta, ...next.meta },
});

/** What ListForm shows under its inputs. */
const FORM_FIELDS = ["title", "milestone"] as const;

export function useListWrites(projectId: number) {
  const qc = useQueryClient();
  const refreshAll = () => qc.invalidateQueries({ queryKey: listsKey(projectId) });

  const create = useMutation({
    mutationFn: ({ draft, withPrivacy }: { draft: ListDraft; withPrivacy: boolean }) =>
      post<Written<TaskList>>(listsPath(projectId), bodyOf(draft, withPrivacy)),
    meta: { inlineFields: FORM_FIELDS },
    onSuccess: () => qc.invalidateQueries({ queryKey: currentListsKey(projectId) }),
  });

  const update = useMutation({
    mutationFn: ({ id, draft, withPrivacy }: { id: number; draft: ListDraft; withPrivacy: boolean }) =>
      post<Written<TaskList>>(`${listsPath(projectId)}/${id}/update`, bodyOf(draft, withPrivacy)),
    meta: { inlineFields: FORM_FIELDS },
    onSuccess: (res) =>
      patchLists(qc, projectId, (lists) => lists.map((l) => (l.id === res.data.id ? mergeList(l, res.data) : l))),
  });

  /** Archive (status 0) or restore (status 1): the list leaves the screen it was on. */
  const setStatus = useMutation({
    mutationFn: ({ list, status }: { list: TaskList; status: 0 | 1 }) =>
      post<Written<TaskList>>(`${listsPath(projectId)}/${list.id}/update`, { status }),
    onSuccess: () => refreshAll(),
  });

  /**
   * The server puts the copy, with copies of the tasks, right after the original; the answer carries no tasks,
   * so the screens are read again (and the write counts as done once they show the copy).
   */
  const duplicate = useMutation({
    mutationFn: (list: TaskList) => post<Written<TaskList>>(`pm-pro/v2/duplicate/list/${list.id}`),
    onSuccess: () => refreshAll(),
  });

  const remove = useMutation({
    mutationFn: (list: TaskList) => post<Written<{ id: number }>>(`${listsPath(projectId)}/${list.id}/delete`),
    onSuccess: (_res, list) => {
      patchLists(qc, projectId, (lists) => lists.filter((l) => l.id !== list.id));
      qc.removeQueries({ queryKey: singleListKey(projectId, list.id) });
      void refreshAll();
    },
  });

  return { create, update, setStatus, duplicate, remove };
}

/** Reorders lists (managers); the board has already shown the new order and passes the snapshot to restore. */
export function useSortLists(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ orders }: { orders: { id: number; order: number }[]; snapshot: ListsSnapshot }) =>
      post<Written<unknown>>(`${listsPath(projectId)}/sorting`, { orders }),
    onError: (_err, { snapshot }) => restoreLists(qc, snapshot),
  });
}

import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Collection, get, type Item } from "../../api/client";
import { currentListsPage, LISTS_PER_PAGE, listsPath, TASKS_PER_PAGE, WITH_OPEN_TASKS } from "../../api/first-reads";
import type { TaskKind, TaskList } from "../tasks/list-types";
import {
  appendPage,
  archivedListsKey,
  currentListsKey,
  patchLists,
  sectionKey,
  singleListKey,
} from "../tasks/lists-cache";

export { TASKS_PER_PAGE } from "../../api/first-reads";

const WITH_TASKS = "incomplete_tasks,complete_tasks";

/** Current lists with a first page of each kind of task; more lists come page by page. */
export const currentListsQuery = (projectId: number) =>
  infiniteQueryOptions({
    queryKey: currentListsKey(projectId),
    queryFn: ({ pageParam, signal }) => {
      const read = currentListsPage(projectId, pageParam);
      return get<Collection<TaskList>>(read.path, read.query, signal);
    },
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.pagination.current_page < last.meta.pagination.total_pages
        ? last.meta.pagination.current_page + 1
        : undefined,
  });

export function useCurrentLists(projectId: number) {
  return useInfiniteQuery(currentListsQuery(projectId));
}

export function useArchivedLists(projectId: number, page: number) {
  return useQuery({
    queryKey: archivedListsKey(projectId, page),
    queryFn: ({ signal }) =>
      get<Collection<TaskList>>(
        listsPath(projectId),
        { with: WITH_OPEN_TASKS, status: 0, page, per_page: LISTS_PER_PAGE, tasks_per_page: TASKS_PER_PAGE },
        signal,
      ),
  });
}

/** One list with all of its tasks (the server's maximum). */
export function useSingleList(projectId: number, listId: number) {
  return useQuery({
    queryKey: singleListKey(projectId, listId),
    queryFn: ({ signal }) =>
      get<Item<TaskList>>(`${listsPath(projectId)}/${listId}`, { with: WITH_TASKS, tasks_per_page: -1 }, signal),
    enabled: Number.isFinite(listId) && listId > 0,
  });
}

/** "Load more" for one kind of one list: the next server page, merged into every screen showing the list. */
export function useLoadMoreTasks(projectId: number, list: TaskList, kind: TaskKind) {
  const qc = useQueryClient();
  const shown = list[sectionKey(kind)]?.data.length ?? 0;
  const total = list[sectionKey(kind)]?.meta.pagination.total ?? 0;
  const more = useMutation({
    mutationFn: () =>
      get<Item<TaskList>>(`${listsPath(projectId)}/${list.id}`, {
        with: sectionKey(kind),
        [`${kind}_page`]: Math.floor(shown / TASKS_PER_PAGE) + 1,
        tasks_per_page: TASKS_PER_PAGE,
      }),
    onSuccess: (res) => {
      const fetched = res.data[sectionKey(kind)];
      if (!fetched) return;
      patchLists(qc, projectId, (lists) => lists.map((l) => (l.id === list.id ? appendPage(l, kind, fetched) : l)));
    },
  });
  const loaded = list[sectionKey(kind)] !== undefined;
  return { loaded, hasMore: shown < total, pending: more.isPending, loadMore: () => more.mutate() };
}

export type MilestoneOption = { value: string; label: string };

/** The project's milestones for the list form's select. */
export function useMilestoneOptions(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: ["milestone-options", projectId],
    queryFn: async ({ signal }) => {
      const res = await get<Collection<{ id: number; title: string }>>(
        `pm/v2/projects/${projectId}/milestones`,
        { per_page: -1 },
        signal,
      );
      return res.data.map((m): MilestoneOption => ({ value: String(m.id), label: m.title }));
    },
    enabled,
  });
}

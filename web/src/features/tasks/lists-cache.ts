import type { InfiniteData, QueryClient, QueryKey } from "@tanstack/react-query";
import type { Collection, Item } from "../../api/client";
import type { TaskKind, TaskList, TaskPage } from "./list-types";
import type { TaskSummary } from "./types";

/**
 * Every screen of lists (current, archived pages, a single list) keeps its lists in the query cache under
 * ["task-lists", projectId, ...]. Writes patch all of them at once, so a task changed in the modal is
 * changed on the page behind it, and optimistic changes roll back from one snapshot.
 */
export const listsKey = (projectId: number) => ["task-lists", projectId] as const;
export const currentListsKey = (projectId: number) => [...listsKey(projectId), "current"] as const;
export const archivedListsKey = (projectId: number, page: number) =>
  [...listsKey(projectId), "archived", page] as const;
export const singleListKey = (projectId: number, listId: number) => [...listsKey(projectId), "single", listId] as const;

export type ListsData = InfiniteData<Collection<TaskList>> | Collection<TaskList> | Item<TaskList>;
type ListsFn = (lists: TaskList[]) => TaskList[];

const isCollection = (data: Collection<TaskList> | Item<TaskList>): data is Collection<TaskList> =>
  Array.isArray(data.data);

function mapData(data: ListsData, fn: ListsFn): ListsData {
  if ("pages" in data) return { ...data, pages: data.pages.map((p) => ({ ...p, data: fn(p.data) })) };
  if (isCollection(data)) return { ...data, data: fn(data.data) };
  return { ...data, data: fn([data.data])[0] ?? data.data };
}

export function patchLists(qc: QueryClient, projectId: number, fn: ListsFn) {
  qc.setQueriesData<ListsData>({ queryKey: listsKey(projectId) }, (old) => (old ? mapData(old, fn) : old));
}

export type ListsSnapshot = [QueryKey, ListsData | undefined][];
export const snapshotLists = (qc: QueryClient, projectId: number): ListsSnapshot =>
  qc.getQueriesData<ListsData>({ queryKey: listsKey(projectId) });
export function restoreLists(qc: QueryClient, snapshot: ListsSnapshot) {
  for (const [key, data] of snapshot) qc.setQueryData(key, data);
}

export const sectionKey = (kind: TaskKind) => (kind === "complete" ? "complete_tasks" : "incomplete_tasks");
const totalKey = (kind: TaskKind) => (kind === "complete" ? "total_complete_tasks" : "total_incomplete_tasks");
export const kindOf = (task: Pick<TaskSummary, "status">): TaskKind => (task.status === 1 ? "complete" : "incomplete");
const byOrder = (a: TaskSummary, b: TaskSummary) => a.order - b.order || a.id - b.id;

/** A list with one kind of its tasks replaced and its totals moved by `delta`. */
export function withSection(list: TaskList, kind: TaskKind, tasks: TaskSummary[], delta = 0): TaskList {
  const key = sectionKey(kind);
  const page: TaskPage | undefined = list[key];
  const meta = { ...list.meta, [totalKey(kind)]: Math.max(0, list.meta[totalKey(kind)] + delta) };
  if (!page) return { ...list, meta };
  const total = Math.max(0, page.meta.pagination.total + delta);
  return { ...list, meta, [key]: { ...page, data: tasks, meta: { pagination: { ...page.meta.pagination, total } } } };
}

export function removeTask(list: TaskList, taskId: number): TaskList {
  let next = list;
  for (const kind of ["incomplete", "complete"] as const) {
    const tasks = next[sectionKey(kind)]?.data ?? [];
    if (tasks.some((t) => t.id === taskId))
      next = withSection(
        next,
        kind,
        tasks.filter((t) => t.id !== taskId),
        -1,
      );
  }
  return next;
}

/** The task where it now belongs: out of every other list and section, into its own, by order. */
export function placeTask(lists: TaskList[], task: TaskSummary): TaskList[] {
  // A section that was never fetched (completed tasks stay folded until opened) holds only a count;
  // the task adds to it only when it is moved from somewhere it was shown, so a second placing of
  // the same task (the optimistic one, then the server's) counts once.
  const shownSomewhere = lists.some((l) =>
    (["incomplete", "complete"] as const).some((k) => l[sectionKey(k)]?.data.some((t) => t.id === task.id)),
  );
  return lists.map((list) => {
    const kind = kindOf(task);
    const section = list[sectionKey(kind)]?.data ?? [];
    const here = list.id === task.task_list_id;
    if (here && section.some((t) => t.id === task.id)) {
      return withSection(
        list,
        kind,
        section.map((t) => (t.id === task.id ? task : t)),
      );
    }
    const without = removeTask(list, task.id);
    if (!here) return without;
    if (!without[sectionKey(kind)] && !shownSomewhere) return without;
    const tasks = without[sectionKey(kind)]?.data ?? [];
    return withSection(without, kind, [...tasks, task].sort(byOrder), 1);
  });
}

/** Each list with one task changed by `fn` where it is shown (its place and counts stay). */
export function patchTask(lists: TaskList[], taskId: number, fn: (task: TaskSummary) => TaskSummary): TaskList[] {
  return lists.map((list) => {
    let next = list;
    for (const kind of ["incomplete", "complete"] as const) {
      const tasks = next[sectionKey(kind)]?.data;
      if (tasks?.some((t) => t.id === taskId))
        next = withSection(
          next,
          kind,
          tasks.map((t) => (t.id === taskId ? fn(t) : t)),
        );
    }
    return next;
  });
}

/** Appends a fetched page, skipping tasks already shown (earlier writes shift the server's pages). */
export function appendPage(list: TaskList, kind: TaskKind, page: TaskPage): TaskList {
  const key = sectionKey(kind);
  const shown = list[key]?.data ?? [];
  const ids = new Set(shown.map((t) => t.id));
  const merged = [...shown, ...page.data.filter((t) => !ids.has(t.id))];
  return { ...list, [key]: { data: merged, meta: page.meta } };
}

/** Puts the current lists in this order (ids first to last) across all loaded pages, with their new orders. */
export function arrangeLists(qc: QueryClient, projectId: number, orders: { id: number; order: number }[]) {
  const position = new Map(orders.map((o, i) => [o.id, i]));
  const newOrder = new Map(orders.map((o) => [o.id, o.order]));
  qc.setQueryData<InfiniteData<Collection<TaskList>>>(currentListsKey(projectId), (old) => {
    if (!old) return old;
    const all = old.pages
      .flatMap((p) => p.data)
      .map((l) => ({ ...l, order: newOrder.get(l.id) ?? l.order }))
      .sort((a, b) => (position.get(a.id) ?? orders.length) - (position.get(b.id) ?? orders.length));
    let start = 0;
    const pages = old.pages.map((p) => {
      const data = all.slice(start, start + p.data.length);
      start += p.data.length;
      return { ...p, data };
    });
    return { ...old, pages };
  });
}

/** Patches every screen of lists at once (no await, so nothing flickers) and returns what to restore. */
export function patchOptimistically(qc: QueryClient, projectId: number, fn: ListsFn): ListsSnapshot {
  void qc.cancelQueries({ queryKey: listsKey(projectId) });
  const snapshot = snapshotLists(qc, projectId);
  patchLists(qc, projectId, fn);
  return snapshot;
}

/** Tasks with new orders (and maybe a new list) put in place, each list's open tasks re-sorted by order. */
export function moveTasks(lists: TaskList[], moved: TaskSummary[]): TaskList[] {
  const touched = new Set(moved.map((t) => t.task_list_id));
  return moved.reduce(placeTask, lists).map((list) => {
    const tasks = list.incomplete_tasks?.data;
    return touched.has(list.id) && tasks ? withSection(list, "incomplete", [...tasks].sort(byOrder)) : list;
  });
}

import type { UniqueIdentifier } from "@dnd-kit/core";
import { arrayMove } from "@dnd-kit/sortable";
import type { SortOrder } from "../../tasks/hooks";
import type { TaskList } from "../../tasks/list-types";
import type { TaskSummary } from "../../tasks/types";
import { parseDndId } from "./ids";

/**
 * New orders for a list's open tasks in `sequence`, numbered up from the list's lowest shown order so
 * the tasks not loaded yet stay after them. Only the tasks whose order or list changes are sent: the
 * server asks for the right to edit each one it receives.
 */
export function taskOrders(
  lists: TaskList[],
  tasks: Map<number, TaskSummary>,
  listId: number,
  sequence: number[],
): SortOrder[] {
  const shown = lists.find((l) => l.id === listId)?.incomplete_tasks?.data ?? [];
  const base = shown.length > 0 ? Math.min(...shown.map((t) => t.order)) : 1;
  return sequence
    .map((id, i) => ({ id, order: base + i }))
    .filter(({ id, order }) => {
      const task = tasks.get(id);
      return task !== undefined && (task.order !== order || task.task_list_id !== listId);
    });
}

/** New orders for the lists after dragging one onto another's place; the Inbox always stays last. */
export function listOrders(
  lists: TaskList[],
  activeId: UniqueIdentifier,
  overId: UniqueIdentifier,
): SortOrder[] | null {
  const sortable = lists.filter((l) => !l.is_inbox);
  const from = sortable.findIndex((l) => l.id === parseDndId(activeId)?.id);
  const to = sortable.findIndex((l) => l.id === parseDndId(overId)?.id);
  if (from < 0 || to < 0 || from === to) return null;
  const base = Math.min(...sortable.map((l) => l.order));
  return arrayMove(sortable, from, to).map((l, i) => ({ id: l.id, order: base + i }));
}

import type { DragEndEvent, DragOverEvent, DragStartEvent } from "@dnd-kit/core";
import { arrayMove } from "@dnd-kit/sortable";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useSortTasks } from "../../tasks/hooks";
import type { TaskList } from "../../tasks/list-types";
import { arrangeLists, moveTasks, patchOptimistically, snapshotLists } from "../../tasks/lists-cache";
import type { TaskSummary } from "../../tasks/types";
import { useSortLists } from "../list-writes";
import { parseDndId } from "./ids";
import { listOrders, taskOrders } from "./orders";

/** While a task is dragged, each list's open tasks (ids) as the board shows them. */
export type Columns = Record<number, number[]>;
type Drag = { kind: "task"; taskId: number; fromList: number; columns: Columns } | { kind: "list"; listId: number };

const columnOf = (columns: Columns, id: string | number): number | undefined => {
  const item = parseDndId(id);
  if (!item) return undefined;
  if (item.type === "drop") return item.id;
  if (item.type !== "task") return undefined;
  const found = Object.entries(columns).find(([, ids]) => ids.includes(item.id));
  return found ? Number(found[0]) : undefined;
};

/** Drag and drop on a board of lists: reorder tasks, move them between lists, reorder lists. */
export function useBoardDnd(projectId: number, lists: TaskList[]) {
  const qc = useQueryClient();
  const sortTasks = useSortTasks(projectId);
  const sortLists = useSortLists(projectId);
  const [drag, setDrag] = useState<Drag | null>(null);
  const tasks = useMemo(
    () => new Map<number, TaskSummary>(lists.flatMap((l) => l.incomplete_tasks?.data ?? []).map((t) => [t.id, t])),
    [lists],
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    const item = parseDndId(active.id);
    if (item?.type === "list") setDrag({ kind: "list", listId: item.id });
    const task = item?.type === "task" ? tasks.get(item.id) : undefined;
    if (!task) return;
    const columns = Object.fromEntries(lists.map((l) => [l.id, (l.incomplete_tasks?.data ?? []).map((t) => t.id)]));
    setDrag({ kind: "task", taskId: task.id, fromList: task.task_list_id, columns });
  };

  /** Crossing into another list moves the task there at once, so the gap opens where it will land. */
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (drag?.kind !== "task" || !over) return;
    const from = columnOf(drag.columns, active.id);
    const to = columnOf(drag.columns, over.id);
    if (from === undefined || to === undefined || from === to) return;
    const target = drag.columns[to];
    const overIndex = target.indexOf(parseDndId(over.id)?.id ?? -1);
    const translated = active.rect.current.translated;
    const below = translated && translated.top > over.rect.top + over.rect.height / 2 ? 1 : 0;
    const index = overIndex >= 0 ? overIndex + below : target.length;
    const columns = {
      ...drag.columns,
      [from]: drag.columns[from].filter((id) => id !== drag.taskId),
      [to]: [...target.slice(0, index), drag.taskId, ...target.slice(index)],
    };
    setDrag({ ...drag, columns });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDrag(null);
    if (!drag || !over) return;
    if (drag.kind === "list") {
      const orders = listOrders(lists, active.id, over.id);
      if (!orders) return;
      const snapshot = snapshotLists(qc, projectId);
      arrangeLists(qc, projectId, orders);
      sortLists.mutate({ orders, snapshot });
      return;
    }
    const to = columnOf(drag.columns, over.id);
    if (to === undefined) return;
    let sequence = drag.columns[to];
    const overItem = parseDndId(over.id);
    if (overItem?.type === "task") {
      const from = sequence.indexOf(drag.taskId);
      const into = sequence.indexOf(overItem.id);
      if (from >= 0 && into >= 0 && from !== into) sequence = arrayMove(sequence, from, into);
    }
    const orders = taskOrders(lists, tasks, to, sequence);
    if (orders.length === 0) return;
    const moved = orders.map(({ id, order }) => ({ ...(tasks.get(id) as TaskSummary), order, task_list_id: to }));
    const snapshot = patchOptimistically(qc, projectId, (all) => moveTasks(all, moved));
    sortTasks.mutate({ listId: to, orders, snapshot });
  };

  return {
    tasks,
    columns: drag?.kind === "task" ? drag.columns : null,
    draggingKind: drag?.kind ?? null,
    activeTask: drag?.kind === "task" ? tasks.get(drag.taskId) : undefined,
    activeList: drag?.kind === "list" ? lists.find((l) => l.id === drag.listId) : undefined,
    handlers: { onDragStart, onDragOver, onDragEnd, onDragCancel: () => setDrag(null) },
  };
}

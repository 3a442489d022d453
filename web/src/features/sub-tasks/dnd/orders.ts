import { arrayMove } from "@dnd-kit/sortable";
import type { Task } from "../../tasks/types";
import type { SortOrder } from "../hooks";

/**
 * The sub-tasks after moving `activeId` onto `overId`'s place, and the orders to send: numbered up from the
 * lowest order, only those that change (the server asks for the right to edit each one it receives).
 */
export function subTaskOrders(
  subTasks: Task[],
  activeId: number,
  overId: number,
): { sequence: Task[]; orders: SortOrder[] } | null {
  const from = subTasks.findIndex((s) => s.id === activeId);
  const to = subTasks.findIndex((s) => s.id === overId);
  if (from < 0 || to < 0 || from === to) return null;
  const base = Math.min(...subTasks.map((s) => s.order));
  const sequence = arrayMove(subTasks, from, to).map((s, i) => ({ ...s, order: base + i }));
  const before = new Map(subTasks.map((s) => [s.id, s.order]));
  const orders = sequence.filter((s) => before.get(s.id) !== s.order).map((s) => ({ id: s.id, index: s.order }));
  return { sequence, orders };
}

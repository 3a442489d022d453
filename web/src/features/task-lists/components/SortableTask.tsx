import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useMemo } from "react";
import { type RowHandle, TaskRow } from "../../tasks/components/TaskRow";
import type { Task } from "../../tasks/types";
import { type DndData, dndId } from "../dnd/ids";
import { useBoard } from "./BoardContext";

/** An open task that can be dragged by its handle (mouse, touch or keyboard) when the caller may edit it. */
export function SortableTask({ task, listId, alignHandles }: { task: Task; listId: number; alignHandles: boolean }) {
  const board = useBoard();
  const draggable = board.dnd && task.meta.can_edit;
  const data: DndData = { type: "task", listId, title: task.title };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: dndId("task", task.id),
    data,
    disabled: { draggable: !draggable, droppable: !board.dnd || board.draggingKind === "list" },
  });
  // The same handle object while dnd-kit's parts stay the same, so the memoized row need not render again.
  const handle = useMemo<RowHandle>(() => {
    if (draggable) return { ref: setActivatorNodeRef, attributes, listeners };
    return alignHandles ? "space" : undefined;
  }, [draggable, alignHandles, setActivatorNodeRef, attributes, listeners]);
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.4 : undefined }}
    >
      <TaskRow task={task} shared={board.row} handle={handle} />
    </div>
  );
}

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Box } from "@mantine/core";
import { IconGripVertical } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { TaskRow } from "../../tasks/components/TaskRow";
import type { Task } from "../../tasks/types";
import { type DndData, dndId } from "../dnd/ids";
import { useBoard } from "./BoardContext";

/** An open task that can be dragged by its handle (mouse, touch or keyboard) when the caller may edit it. */
export function SortableTask({ task, listId, alignHandles }: { task: Task; listId: number; alignHandles: boolean }) {
  const { t } = useTranslation("tasks");
  const board = useBoard();
  const draggable = board.dnd && task.meta.can_edit;
  const data: DndData = { type: "task", listId, title: task.title };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: dndId("task", task.id),
    data,
    disabled: { draggable: !draggable, droppable: !board.dnd || board.draggingKind === "list" },
  });
  const handle = draggable ? (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      mt={2}
      style={{ cursor: "grab", touchAction: "none" }}
      {...attributes}
      {...listeners}
      aria-label={t("row.drag", { title: task.title })}
      data-testid="task-drag-handle"
    >
      <IconGripVertical size={16} />
    </ActionIcon>
  ) : alignHandles ? (
    <HandleSpace />
  ) : undefined;
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.4 : undefined }}
    >
      <TaskRow task={task} project={board.project} href={board.taskHref(task.id)} dragHandle={handle} />
    </div>
  );
}

/** Where a drag handle would be, so rows without one line up with rows that have one. */
export function HandleSpace() {
  return <Box w={28} style={{ flex: "none" }} aria-hidden />;
}

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon } from "@mantine/core";
import { IconGripVertical } from "@tabler/icons-react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { TaskList } from "../../tasks/list-types";
import { type DndData, dndId } from "../dnd/ids";
import { useBoard } from "./BoardContext";
import { TaskListCard } from "./TaskListCard";

/**
 * A list that managers can drag by its handle to reorder the lists; the Inbox stays last. Memoized: the board
 * renders its lists a few per frame, and a list already shown need not render again for the next ones.
 */
type Props = { list: TaskList; single: boolean; rowLimit?: number };

export const SortableListCard = memo(function SortableListCard({ list, single, rowLimit }: Props) {
  const { t } = useTranslation("task-lists");
  const board = useBoard();
  const draggable = board.listsSortable && !list.is_inbox;
  const data: DndData = { type: "list", listId: list.id, title: list.title };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: dndId("list", list.id),
    data,
    disabled: { draggable: !draggable, droppable: !draggable || board.draggingKind === "task" },
  });
  const handle = draggable ? (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      style={{ cursor: "grab", touchAction: "none" }}
      {...attributes}
      {...listeners}
      aria-label={t("list.drag", { title: list.title })}
      data-testid="list-drag-handle"
    >
      <IconGripVertical size={18} />
    </ActionIcon>
  ) : undefined;
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.5 : undefined }}
    >
      <TaskListCard list={list} dragHandle={handle} single={single} rowLimit={rowLimit} />
    </div>
  );
});

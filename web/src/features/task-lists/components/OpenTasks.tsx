import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TaskList } from "../../tasks/list-types";
import type { Task } from "../../tasks/types";
import { type DndData, dndId } from "../dnd/ids";
import { useBoard } from "./BoardContext";
import { LoadMoreTasks } from "./LoadMoreTasks";
import { SortableTask } from "./SortableTask";

/** A list's open tasks, sortable, and a drop area that also takes tasks when the list is empty. */
export function OpenTasks({ list, rowLimit }: { list: TaskList; rowLimit?: number }) {
  const { t } = useTranslation("task-lists");
  const board = useBoard();
  const shown = list.incomplete_tasks?.data ?? [];
  const ids = board.columns?.[list.id] ?? shown.map((task) => task.id);
  const tasks = ids
    .slice(0, rowLimit)
    .map((id) => board.tasks.get(id))
    .filter((task): task is Task => task !== undefined);
  const data: DndData = { type: "drop", listId: list.id, title: list.title };
  const { setNodeRef, isOver } = useDroppable({
    id: dndId("drop", list.id),
    data,
    disabled: !board.dnd || board.draggingKind === "list",
  });
  const alignHandles = board.dnd && tasks.some((task) => task.meta.can_edit);
  const highlight = isOver && board.draggingKind === "task";
  return (
    <Stack gap={4}>
      <SortableContext
        id={`tasks-of-${list.id}`}
        items={tasks.map((task) => dndId("task", task.id))}
        strategy={verticalListSortingStrategy}
      >
        <Stack
          ref={setNodeRef}
          gap={0}
          mih={40}
          p={2}
          data-testid="open-tasks"
          style={{
            borderRadius: "var(--mantine-radius-sm)",
            outline: highlight ? "2px dashed var(--mantine-primary-color-filled)" : undefined,
          }}
        >
          {tasks.map((task) => (
            <SortableTask key={task.id} task={task} listId={list.id} alignHandles={alignHandles} />
          ))}
          {tasks.length === 0 && rowLimit === undefined && (
            <Text size="sm" c="dimmed" py="xs">
              {t("list.noTasks")}
            </Text>
          )}
        </Stack>
      </SortableContext>
      {!board.columns && rowLimit === undefined && (
        <LoadMoreTasks projectId={board.project.id} list={list} kind="incomplete" />
      )}
    </Stack>
  );
}

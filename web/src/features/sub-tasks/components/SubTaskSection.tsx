import { MODULE } from "@cairn/shared/modules";
import { DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Group, Progress, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconSubtask } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../../api/me";
import { useDisabledModules } from "../../../api/modules";
import { can } from "../../../api/project";
import type { Project } from "../../../api/types";
import { EmptyState } from "../../../components/EmptyState";
import { useDndAccessibility } from "../../task-lists/dnd/useDndAccessibility";
import type { Task } from "../../tasks/types";
import { subTaskOrders } from "../dnd/orders";
import { type SubTaskWrites, useSubTasks, useSubTaskWrites } from "../hooks";
import { AddSubTask } from "./AddSubTask";
import { SubTaskRow } from "./SubTaskRow";

type Props = { task: Task; project: Project };

/**
 * The sub-tasks of the single task: progress, the list (complete, rename, reorder, convert, delete) and the
 * add form. Absent while the module is switched off, and on a sub-task (which cannot have its own).
 */
export function SubTaskSection({ task, project }: Props) {
  const off = useDisabledModules().has(MODULE.subTasks);
  if (off || task.parent_id > 0) return null;
  return <SubTasks task={task} project={project} />;
}

// Constant options keep dnd-kit's sensors the same from render to render (as the task lists' board does).
const POINTER = { activationConstraint: { distance: 5 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };

function SubTasks({ task, project }: Props) {
  const { t } = useTranslation("sub-tasks");
  const list = useSubTasks(task.id);
  const writes = useSubTaskWrites(task);
  const me = useMe().data;
  const subTasks = list.data ?? [];
  const done = subTasks.filter((s) => s.status === 1).length;
  // An archived list's sub-tasks are read only (the server says so with a 422).
  const open = (task.task_list?.data.status ?? 1) === 1;
  const mine = task.created_by === me?.id || task.assignees.data.some((u) => u.id === me?.id);
  const mayAdd = open && (Boolean(project.meta.can_edit) || (can(project, "create_task") && mine));
  return (
    <Stack
      gap="xs"
      component="section"
      aria-labelledby={`sub-tasks-${task.id}`}
      aria-busy={list.isPending || undefined}
      data-testid="sub-tasks"
    >
      <Group gap="sm" justify="space-between">
        <Title order={3} size="h5" id={`sub-tasks-${task.id}`}>
          {t("title")}
        </Title>
        {subTasks.length > 0 && (
          <Text size="sm" c="dimmed" data-testid="sub-task-progress-text">
            {done}/{subTasks.length}
          </Text>
        )}
      </Group>
      {subTasks.length > 0 && (
        <Progress
          value={(done / subTasks.length) * 100}
          size="sm"
          color="teal"
          aria-label={t("progress", { done, total: subTasks.length })}
          data-testid="sub-task-progress"
        />
      )}
      {list.isPending ? (
        <Stack gap={6} aria-hidden>
          <Skeleton height={28} />
          <Skeleton height={28} />
        </Stack>
      ) : subTasks.length === 0 ? (
        // The add form stands just below, for those who may add.
        <EmptyState message={t("empty")} icon={<IconSubtask size={18} />} compact testId="sub-tasks-empty" />
      ) : (
        <SubTaskList subTasks={subTasks} writes={writes} open={open} />
      )}
      {mayAdd && <AddSubTask writes={writes} members={project.assignees?.data ?? []} />}
    </Stack>
  );
}

/** The sub-tasks, sortable by their handles with the mouse, touch or the keyboard. */
function SubTaskList({ subTasks, writes, open }: { subTasks: Task[]; writes: SubTaskWrites; open: boolean }) {
  const accessibility = useDndAccessibility("sub-tasks");
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const next = subTaskOrders(subTasks, Number(active.id), Number(over.id));
    if (next && next.orders.length > 0) writes.sort.mutate(next);
  };
  const alignHandles = open && subTasks.some((s) => s.meta.can_edit);
  return (
    <DndContext sensors={sensors} accessibility={accessibility} onDragEnd={onDragEnd}>
      <SortableContext items={subTasks.map((s) => s.id)} strategy={verticalListSortingStrategy}>
        <Stack gap={2} data-testid="sub-task-list">
          {subTasks.map((sub) => (
            <SubTaskRow key={sub.id} sub={sub} writes={writes} open={open} alignHandles={alignHandles} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Paper, Stack, Text } from "@mantine/core";
import { useMemo } from "react";
import type { Project } from "../../../api/types";
import { useProgressiveCount } from "../../../components/useProgressiveCount";
import type { TaskList } from "../../tasks/list-types";
import { boardCollision } from "../dnd/collision";
import { dndId } from "../dnd/ids";
import { useBoardDnd } from "../dnd/useBoardDnd";
import { useDndAccessibility } from "../dnd/useDndAccessibility";
import { type Board, BoardContext } from "./BoardContext";
import { boardRows, FIRST_ROWS, planRows, ROWS_PER_FRAME } from "./rowBudget";
import { SortableListCard } from "./SortableListCard";
import { useRowShared } from "./useRowShared";

type Props = {
  project: Project;
  lists: TaskList[];
  taskHref: Board["taskHref"];
  listHref: Board["listHref"];
  /** Tasks may be dragged (current lists); lists too when `sortLists` and the caller manages the project. */
  dnd: boolean;
  sortLists?: boolean;
  single?: boolean;
};

// Constant options keep dnd-kit's sensors, and so every sortable's listeners, the same from render to render.
const POINTER = { activationConstraint: { distance: 5 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };
// Measuring every droppable on every render cost a large board ~100 ms of forced layout.
const MEASURING = { droppable: { strategy: MeasuringStrategy.WhileDragging } };

/** Lists one under the other, with drag and drop of tasks (within and across lists) and of lists. */
export function ListsBoard({ project, lists, taskHref, listHref, dnd, sortLists = false, single = false }: Props) {
  const drag = useBoardDnd(project.id, lists);
  const accessibility = useDndAccessibility();
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));
  const listsSortable = dnd && sortLists && Boolean(project.meta.can_edit);
  // Rows first for the screen, then a few dozen a frame: the page is usable after its first rows, not all.
  const budget = useProgressiveCount(boardRows(lists), FIRST_ROWS, ROWS_PER_FRAME);
  const archived = useMemo(() => new Set(lists.filter((l) => l.status === 0).map((l) => l.id)), [lists]);
  const row = useRowShared(project, taskHref, archived);
  const board = useMemo<Board>(
    () => ({
      project,
      taskHref,
      listHref,
      dnd,
      listsSortable,
      draggingKind: drag.draggingKind,
      columns: drag.columns,
      tasks: drag.tasks,
      row,
    }),
    [project, taskHref, listHref, dnd, listsSortable, drag.draggingKind, drag.columns, drag.tasks, row],
  );
  return (
    <BoardContext.Provider value={board}>
      <DndContext
        sensors={sensors}
        collisionDetection={boardCollision}
        measuring={MEASURING}
        accessibility={accessibility}
        {...drag.handlers}
      >
        <SortableContext
          items={lists.filter((l) => !l.is_inbox).map((l) => dndId("list", l.id))}
          strategy={verticalListSortingStrategy}
        >
          <Stack gap="md">
            {planRows(lists, budget).map(({ list, rowLimit }) => (
              <SortableListCard key={list.id} list={list} single={single} rowLimit={rowLimit} />
            ))}
          </Stack>
        </SortableContext>
        <DragOverlay>
          {drag.activeTask || drag.activeList ? (
            <Paper withBorder shadow="md" px="sm" py={8} style={{ cursor: "grabbing" }}>
              <Text fw={600} lineClamp={1}>
                {drag.activeTask?.title ?? drag.activeList?.title}
              </Text>
            </Paper>
          ) : null}
        </DragOverlay>
      </DndContext>
    </BoardContext.Provider>
  );
}

import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { horizontalListSortingStrategy, SortableContext } from "@dnd-kit/sortable";
import { Paper, Text } from "@mantine/core";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { can } from "../../../api/project";
import type { Project } from "../../../api/types";
import { useDndAccessibility } from "../../task-lists/dnd/useDndAccessibility";
import { kanbanCollision } from "../dnd/collision";
import { kanbanId } from "../dnd/ids";
import { kanbanKeyboardCoordinates } from "../dnd/keyboard";
import { useKanbanDnd } from "../dnd/useKanbanDnd";
import type { Column } from "../types";
import classes from "./Kanboard.module.css";
import { type CardShared, CardView } from "./KanboardCard";
import { KanboardColumn } from "./KanboardColumn";
import { KanboardContext, type KanboardShared } from "./KanboardContext";

// Constant options keep dnd-kit's sensors, and so every sortable's listeners, the same from render to render.
const POINTER = { activationConstraint: { distance: 5 } };
const MEASURING = { droppable: { strategy: MeasuringStrategy.WhileDragging } };

/**
 * The columns side by side (scrolling sideways), with drag and drop of cards within and across columns and of
 * columns themselves, by pointer or keyboard; screen readers hear what is picked up, where it is and where it
 * lands (the kanboard's `dnd.*` texts).
 */
export function KanboardBoard({
  project,
  board,
  cardShared,
}: {
  project: Project;
  board: Column[];
  cardShared: CardShared;
}) {
  const drag = useKanbanDnd(project.id, board);
  const accessibility = useDndAccessibility("kanboard");
  // Made once: the getter asks the drag where the card is now.
  const keyboard = useMemo(
    () => ({ coordinateGetter: kanbanKeyboardCoordinates(drag.placeOfCard) }),
    [drag.placeOfCard],
  );
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, keyboard));
  const canManage = Boolean(project.meta.can_edit);
  const boardRef = useRef<HTMLDivElement>(null);
  useScrollToNewColumn(boardRef, board);
  const shared = useMemo<KanboardShared>(
    () => ({
      project,
      canManage,
      canCreate: can(project, "create_task"),
      cardShared,
      cards: drag.cards,
      arrangement: drag.arrangement,
      draggingKind: drag.draggingKind,
    }),
    [project, canManage, cardShared, drag.cards, drag.arrangement, drag.draggingKind],
  );
  return (
    <KanboardContext.Provider value={shared}>
      <DndContext
        sensors={sensors}
        collisionDetection={kanbanCollision}
        measuring={MEASURING}
        accessibility={accessibility}
        {...drag.handlers}
      >
        <SortableContext items={board.map((c) => kanbanId("column", c.id))} strategy={horizontalListSortingStrategy}>
          <div ref={boardRef} className={classes.board} data-testid="kanboard">
            {board.map((column) => (
              <KanboardColumn key={column.id} column={column} />
            ))}
          </div>
        </SortableContext>
        <DragOverlay>
          {drag.activeCard ? (
            <div className={classes.overlay}>
              <CardView card={drag.activeCard} shared={cardShared} />
            </div>
          ) : drag.activeColumn ? (
            <Paper withBorder shadow="md" p="sm" w={288}>
              <Text fw={700}>{drag.activeColumn.title}</Text>
            </Paper>
          ) : null}
        </DragOverlay>
      </DndContext>
    </KanboardContext.Provider>
  );
}

/** A column just added joins the end of the board, maybe past its right edge: it is brought into view. */
function useScrollToNewColumn(boardRef: React.RefObject<HTMLDivElement | null>, board: Column[]) {
  const known = useRef<Set<number> | null>(null);
  useEffect(() => {
    const ids = board.map((c) => c.id);
    const added = known.current ? ids.filter((id) => !known.current?.has(id)) : [];
    known.current = new Set(ids);
    const last = added.at(-1);
    if (last === undefined) return;
    boardRef.current
      ?.querySelector(`[data-column-id="${last}"]`)
      ?.scrollIntoView({ inline: "end", block: "nearest", behavior: "smooth" });
  }, [board, boardRef]);
}

/** The cards' shared texts and links, made once per board. */
export function useCardTexts(): CardShared["texts"] {
  const { t } = useTranslation("kanboard");
  return useMemo(
    () => ({
      drag: (title: string) => t("card.drag", { title }),
      private: t("card.private"),
      comments: (count: number) => t("card.comments", { count }),
      subTasks: (done: number, total: number) => t("card.subTasks", { done, total }),
      nextTo: (title: string, column: string) => t("dnd.nextTo", { title, column }),
      inColumn: (column: string) => t("dnd.inColumn", { column }),
    }),
    [t],
  );
}

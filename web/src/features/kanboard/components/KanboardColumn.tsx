import { useDroppable } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Button, Loader } from "@mantine/core";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { hasMore } from "../board-cache";
import { type KanbanData, kanbanId } from "../dnd/ids";
import { useColumnSearch, useColumnWrites, useLoadMore } from "../hooks";
import type { Card, Column } from "../types";
import { ColumnHeader, type HeaderMode } from "./ColumnHeader";
import { ColumnSettings } from "./ColumnSettings";
import classes from "./Kanboard.module.css";
import { CardView, SortableCard } from "./KanboardCard";
import { useKanboard } from "./KanboardContext";
import { NewCard } from "./NewCardForm";

/**
 * One column: its header (title, colour, search or actions), its cards (dragged by their handles; a search
 * shows the matching cards instead, not draggable), "Load more", and the form that adds a task to it.
 */
export function KanboardColumn({ column }: { column: Column }) {
  const { t } = useTranslation("kanboard");
  const board = useKanboard();
  const { project, canManage, arrangement, cards, draggingKind, cardShared } = board;
  const [mode, setMode] = useState<HeaderMode>("idle");
  const [words, setWords] = useState("");
  const [settings, setSettings] = useState(false);
  const { update, remove } = useColumnWrites(project.id);
  const search = useColumnSearch(project.id, column.id, mode === "search" ? words : "");
  const more = useLoadMore(project.id, column);
  const sortable = useSortable({
    id: kanbanId("column", column.id),
    data: {
      type: "column",
      columnId: column.id,
      title: column.title,
      place: t("dnd.besideColumn", { column: column.title }),
    } satisfies KanbanData,
    disabled: { draggable: !canManage, droppable: draggingKind === "card" },
  });
  const area = useDroppable({
    id: kanbanId("area", column.id),
    data: {
      type: "area",
      columnId: column.id,
      title: column.title,
      place: t("dnd.inColumn", { column: column.title }),
    } satisfies KanbanData,
    disabled: draggingKind === "column",
  });
  const onSearch = useCallback((w: string) => setWords(w), []);
  const shown: Card[] = arrangement
    ? (arrangement[column.id] ?? []).flatMap((id) => cards.get(id) ?? [])
    : column.task.data;
  const searching = mode === "search" && words !== "";
  const found = searching ? search.data?.task.data : undefined;
  const left = column.task.meta.pagination.total - column.task.data.length;
  const confirmDelete = async () => {
    setMode("idle");
    const ok = await confirmAction({
      title: t("column.deleteTitle"),
      message: t("column.deleteMessage", { title: column.title }),
    });
    if (ok) remove.mutate(column.id);
  };
  return (
    <section
      ref={sortable.setNodeRef}
      className={classes.column}
      aria-label={t("column.region", { title: column.title })}
      data-testid="kanboard-column"
      data-column-id={column.id}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.5 : undefined,
      }}
    >
      <ColumnHeader
        column={column}
        canManage={canManage}
        mode={mode}
        onMode={setMode}
        onSearch={onSearch}
        onRename={(title) => update.mutate({ id: column.id, fields: { title } }, { onSettled: () => setMode("idle") })}
        onSettings={() => {
          setMode("idle");
          setSettings(true);
        }}
        onDelete={() => void confirmDelete()}
        handle={
          canManage
            ? { ref: sortable.setActivatorNodeRef, attributes: sortable.attributes, listeners: sortable.listeners }
            : undefined
        }
      />
      {searching ? (
        <div className={classes.cards} data-testid="column-search-results">
          {found === undefined ? (
            <Loader size="sm" style={{ alignSelf: "center" }} />
          ) : found.length === 0 ? (
            <p className={classes.empty}>{t("column.noMatches")}</p>
          ) : (
            found.map((card) => <CardView key={card.id} card={card} shared={cardShared} />)
          )}
        </div>
      ) : (
        <SortableContext items={shown.map((c) => kanbanId("card", c.id))} strategy={verticalListSortingStrategy}>
          <div ref={area.setNodeRef} className={classes.cards}>
            {shown.map((card) => (
              <SortableCard key={card.id} card={card} column={column} shared={cardShared} locked={false} />
            ))}
            {shown.length === 0 && <p className={classes.empty}>{t("column.noCards")}</p>}
          </div>
        </SortableContext>
      )}
      <div className={classes.footer}>
        {!searching && hasMore(column) && (
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => more.mutate()}
            loading={more.isPending}
            disabled={more.isPending}
          >
            {t("column.loadMore", { left })}
          </Button>
        )}
        {board.canCreate && <NewCard project={project} columnId={column.id} columnTitle={column.title} />}
      </div>
      {settings && <ColumnSettings project={project} column={column} onClose={() => setSettings(false)} />}
    </section>
  );
}

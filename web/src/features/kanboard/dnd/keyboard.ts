import type { DroppableContainers, KeyboardCoordinateGetter } from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import type { KanbanData } from "./ids";

/** Where the dragged card is now: its column and that column's cards (it crosses columns while dragged). */
export type CardPlace = () => { columnId: number; cardIds: string[] } | undefined;

/**
 * The arrow keys on the board: up and down move a card within its column (dnd-kit's sortable rule, among that
 * column's cards only), left and right take it to the top of the next column whatever the columns' heights;
 * columns move past their neighbours with left and right.
 */
export function kanbanKeyboardCoordinates(placeOfCard: CardPlace): KeyboardCoordinateGetter {
  return (event, args) => {
    const { active, droppableContainers, droppableRects } = args.context;
    const place = placeOfCard();
    const type = (active?.data.current as KanbanData | undefined)?.type;
    if (type !== "card" || !place) return sortableKeyboardCoordinates(event, args);
    if (event.code === "ArrowUp" || event.code === "ArrowDown") {
      const own = new Set(place.cardIds);
      // The same kind of map, holding this column's cards only.
      const SameMap = droppableContainers.constructor as new (entries: [unknown, unknown][]) => DroppableContainers;
      const column = new SameMap([...droppableContainers].filter(([id]) => own.has(String(id))));
      return sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers: column } });
    }
    if (event.code !== "ArrowRight" && event.code !== "ArrowLeft") return sortableKeyboardCoordinates(event, args);
    event.preventDefault();
    const areas = droppableContainers
      .getEnabled()
      .flatMap((c) => {
        const data = c.data.current as KanbanData | undefined;
        const rect = droppableRects.get(c.id);
        return data?.type === "area" && rect ? [{ columnId: data.columnId, rect }] : [];
      })
      .sort((a, b) => a.rect.left - b.rect.left);
    const here = areas.findIndex((a) => a.columnId === place.columnId);
    const next = areas[here + (event.code === "ArrowRight" ? 1 : -1)];
    if (here < 0 || !next) return undefined;
    return { x: next.rect.left, y: next.rect.top };
  };
}

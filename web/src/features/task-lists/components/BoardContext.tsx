import { createContext, useContext } from "react";
import type { Project } from "../../../api/types";
import type { RowShared } from "../../tasks/components/TaskRow";
import type { TaskSummary } from "../../tasks/types";
import type { Columns } from "../dnd/useBoardDnd";

/** What every list on a board needs to know: the project, where links go, and the drag in progress. */
export type Board = {
  project: Project;
  taskHref: (taskId: number) => string;
  listHref: (listId: number) => string;
  /** Tasks can be dragged (not on the archive). */
  dnd: boolean;
  /** Lists can be dragged (managers, on the current lists page). */
  listsSortable: boolean;
  draggingKind: "task" | "list" | null;
  /** During a task drag, each list's open task ids as shown; null otherwise. */
  columns: Columns | null;
  tasks: Map<number, TaskSummary>;
  /** What every task row needs (writes, texts, today's date), made once for the board. */
  row: RowShared;
};

export const BoardContext = createContext<Board | null>(null);

export function useBoard(): Board {
  const board = useContext(BoardContext);
  if (!board) throw new Error("useBoard outside a ListsBoard");
  return board;
}

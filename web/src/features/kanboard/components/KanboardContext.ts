import { createContext, useContext } from "react";
import type { Project } from "../../../api/types";
import type { Arrangement } from "../board-cache";
import type { Card } from "../types";
import type { CardShared } from "./KanboardCard";

/** What every column of the board shares: the project, the cards' shared parts, and the drag under way. */
export type KanboardShared = {
  project: Project;
  canManage: boolean;
  canCreate: boolean;
  cardShared: CardShared;
  /** Every loaded card by id. */
  cards: Map<number, Card>;
  /** While a card is dragged: each column's cards as they would land. */
  arrangement: Arrangement | null;
  draggingKind: "card" | "column" | null;
};

export const KanboardContext = createContext<KanboardShared | null>(null);

export function useKanboard(): KanboardShared {
  const shared = useContext(KanboardContext);
  if (!shared) throw new Error("useKanboard outside the board");
  return shared;
}

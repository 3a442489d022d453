import type { KanboardAutomation } from "@cairn/shared";
import type { Pagination } from "../../api/client";
import type { TaskSummary } from "../tasks/types";

/** A column's automation, as the server sends it (declared once, in @cairn/shared). */
export type Automation = KanboardAutomation;
export type AutomationType = Automation["type"];

/** A task as a card (server modules/kanboard/present.ts): the list rows' summary plus its column. */
export type Card = TaskSummary & { kan_board_id: number };

/** A column as the board reads it, with its loaded cards (the first page, then what "Load more" added). */
export type Column = {
  id: number;
  title: string;
  project_id: number;
  order: number;
  header_background: string | null;
  automation: Automation;
  meta: { can_edit: boolean; can_delete: boolean };
  task: { data: Card[]; meta: { pagination: Pagination } };
};

export type ListViewType = "list" | "kanboard";

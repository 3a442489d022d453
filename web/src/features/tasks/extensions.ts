import type { ComponentType } from "react";
import type { Project } from "../../api/types";
import type { RowTexts } from "./components/rowTexts";
import type { Task, TaskSummary } from "./types";

/**
 * What an add-on adds to every task row of a board (its "2/5" chip, the tracked time, the timer button, the
 * field cells). `useBoard` runs once per board, in a fixed order (a hook) and gives what all rows share, or null
 * where the part shows on no row (its module is off); the memoized rows skip renders while that stays the same.
 */
export type TaskRowPart<Board = unknown> = {
  key: string;
  order: number;
  /** "facts": on the row's second line, with the dates; "below": under it; "actions": before the row's menu. */
  place: "facts" | "below" | "actions";
  useBoard: (project: Project) => Board | null;
  /** Whether this row shows the part (a row whose second line shows nothing leaves it out). */
  shows: (task: TaskSummary, board: Board) => boolean;
  Part: ComponentType<{ task: TaskSummary; board: Board; texts: RowTexts }>;
};

/** A section an add-on adds to the single task, under its description (custom fields, sub-tasks, time). */
export type TaskSection = { key: string; order: number; Section: ComponentType<{ task: Task; project: Project }> };

/**
 * What an add-on's `task-extension.tsx` declares (default export): its parts of the tasks feature's screens,
 * found by extension-registry.ts. An add-on imports this file's types only, never the registry.
 */
export type TaskExtension = { rowParts?: TaskRowPart[]; sections?: TaskSection[] };

/** The binding of TaskRowPart's Board to each part's own type, so the list holds parts of any add-on. */
export const defineRowPart = <Board>(part: TaskRowPart<Board>) => part as TaskRowPart;

/** An add-on's row part with what the board's rows share for it (its `useBoard`). */
export type RowPartOnBoard = { part: TaskRowPart; board: unknown };

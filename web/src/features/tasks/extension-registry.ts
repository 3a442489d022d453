import { useRef } from "react";
import type { Project } from "../../api/types";
import type { RowPartOnBoard, TaskExtension, TaskRowPart, TaskSection } from "./extensions";

/**
 * An add-on's own folder holds its `task-extension.tsx` (what refreshes after a task write: `task-writes.ts`),
 * found by name as app/registry.ts finds `routes.tsx`: the tasks feature names no add-on, and each part stays
 * in the chunk of the screens that show it.
 */
const found = import.meta.glob<{ default: TaskExtension }>("../*/task-extension.tsx", { eager: true });
const extensions = Object.values(found).map((m) => m.default);
const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

export const taskRowParts: readonly TaskRowPart[] = extensions.flatMap((e) => e.rowParts ?? []).sort(byOrder);
export const taskSections: readonly TaskSection[] = extensions.flatMap((e) => e.sections ?? []).sort(byOrder);

/**
 * The row parts a board shows, with what each shares: the same array while every part's board value stays the
 * same, so the memoized rows skip renders. The list is fixed once the app has loaded, so each part's hook keeps
 * its place from render to render.
 */
export function useRowParts(project: Project): readonly RowPartOnBoard[] {
  const boards: unknown[] = [];
  // biome-ignore lint/correctness/useHookAtTopLevel: the parts are fixed at load, so every render calls the same hooks in the same order.
  for (const part of taskRowParts) boards.push(part.useBoard(project));
  const last = useRef<{ boards: unknown[]; parts: RowPartOnBoard[] }>(null);
  if (!last.current || boards.some((board, i) => board !== last.current?.boards[i])) {
    const parts = taskRowParts.flatMap((part, i) => (boards[i] === null ? [] : [{ part, board: boards[i] }]));
    last.current = { boards, parts };
  }
  return last.current.parts;
}

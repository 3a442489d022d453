import type { ComponentType } from "react";
import type { MyTask } from "./types";

/** What an add-on shows on each row of My Tasks, before its date, while its module (`module`) is on. */
export type MyTaskRowPart = { key: string; order: number; module: string; Part: ComponentType<{ task: MyTask }> };

/**
 * Each add-on's `my-task-row.tsx` (default export), found by name as app/registry.ts finds `routes.tsx`, so My
 * Tasks names no add-on and the parts load with its screens.
 */
const found = import.meta.glob<{ default: MyTaskRowPart }>("../*/my-task-row.tsx", { eager: true });
export const myTaskRowParts: readonly MyTaskRowPart[] = Object.values(found)
  .map((m) => m.default)
  .sort((a, b) => a.order - b.order);

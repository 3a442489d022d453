/**
 * The board's cache keys, kept apart from the board's code so that its refresh after task writes (task-writes.ts)
 * can mark a board stale without loading it: one source of truth, lists and board never drift apart.
 */
export const kanboardKey = (projectId: number) => ["kanboard", projectId] as const;
export const boardKey = (projectId: number) => [...kanboardKey(projectId), "board"] as const;
export const columnSearchKey = (projectId: number, columnId: number, words: string) =>
  [...kanboardKey(projectId), "search", columnId, words] as const;
export const viewTypeKey = (projectId: number) => ["list-view-type", projectId] as const;

import type { FileItem, FolderRef } from "./types";

/** The ids of a folder and of every folder below it. */
export function subtreeOf(folderId: number, folders: readonly FolderRef[]): Set<number> {
  const ids = new Set([folderId]);
  // Parents may come after their children in the list: repeat until nothing new is found.
  let grown = true;
  while (grown) {
    grown = false;
    for (const f of folders) {
      if (!ids.has(f.id) && ids.has(f.parent)) {
        ids.add(f.id);
        grown = true;
      }
    }
  }
  return ids;
}

/**
 * Where an item may go: any folder but the one it is in and, for a folder, itself and its own
 * descendants (the server refuses those too); the top level unless it is already there.
 */
export function moveTargets(item: Pick<FileItem, "id" | "type" | "parent">, folders: readonly FolderRef[]) {
  const excluded = item.type === "folder" ? subtreeOf(item.id, folders) : new Set<number>();
  return {
    folders: folders.filter((f) => f.id !== item.parent && !excluded.has(f.id)),
    topLevel: item.parent !== 0,
  };
}

/** Spec: move is offered only when there is somewhere else to go ("only when other folders exist"). */
export function canMoveSomewhere(item: Pick<FileItem, "id" | "type" | "parent">, folders: readonly FolderRef[]) {
  const targets = moveTargets(item, folders);
  return targets.topLevel || targets.folders.length > 0;
}

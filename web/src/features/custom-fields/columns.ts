import { useCallback, useSyncExternalStore } from "react";

/** Each person's choice of field columns in a project's list view, kept in this browser (per project). */
const storageKey = (projectId: number) => `cairn.custom-field-columns.${projectId}`;

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice shows here too.
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** The stored text, not the parsed list: useSyncExternalStore compares snapshots, and a string compares by value. */
function read(projectId: number): string {
  try {
    return window.localStorage.getItem(storageKey(projectId)) ?? "[]";
  } catch {
    // Storage refused (private mode, quota): no columns rather than a broken page.
    return "[]";
  }
}

export function parseColumns(stored: string): number[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

/** The field ids shown as columns in this project's list view, and a setter that remembers them. */
export function useFieldColumns(projectId: number): [number[], (ids: number[]) => void] {
  const stored = useSyncExternalStore(subscribe, () => read(projectId));
  const set = useCallback(
    (ids: number[]) => {
      try {
        window.localStorage.setItem(storageKey(projectId), JSON.stringify(ids));
      } catch {
        // Not remembered; nothing else to do.
      }
      notify();
    },
    [projectId],
  );
  return [parseColumns(stored), set];
}

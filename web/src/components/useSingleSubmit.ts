import { useCallback, useRef } from "react";

/**
 * One submit at a time (spec §5: no double submit). A disabled button only takes effect after the next
 * render, which a double click beats; this guard is synchronous. Resolves true when the action ran and
 * succeeded; a refusal is left to the mutation (toast, field messages) and resolves false.
 */
export function useSingleSubmit() {
  const busy = useRef(false);
  return useCallback(async (action: () => Promise<unknown>): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    try {
      await action();
      return true;
    } catch {
      return false;
    } finally {
      busy.current = false;
    }
  }, []);
}

import { useEffect, useState } from "react";

/**
 * How many of `total` items to render now: `first` at once, then `step` more each animation frame.
 * A long page becomes usable after its first items instead of after all of them.
 */
export function useProgressiveCount(total: number, first = 2, step = 2): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const frame = requestAnimationFrame(() => setShown((n) => n + step));
    return () => cancelAnimationFrame(frame);
  }, [shown, total, step]);
  return Math.min(shown, total);
}

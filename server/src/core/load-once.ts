/**
 * A heavy library loaded on first use rather than at start (docs/decisions.md, "Heavy libraries load when
 * first used"): the returned function starts `load` once and hands every caller the same promise.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
}

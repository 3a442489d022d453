/** A Mac's keyboard: ⌘ where others press Ctrl (the shortcut's label, and Enter's new-tab modifier). */
export const isMac = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

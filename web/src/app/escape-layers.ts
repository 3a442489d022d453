/**
 * Escape closes the innermost layer only. Mantine's modals listen for Escape on the window in the capture
 * phase, before the popover the key was pressed in (a label picker, a date picker inside the task modal) can
 * close itself, so one press closed both. Mantine's own menus and selects mark their elements with
 * `data-mantine-stop-propagation`, which the modal skips; this does the same for every popover dropdown,
 * for the one key press, so the dropdown closes and the modal stays.
 */
const LAYER = ".mantine-Popover-dropdown, [data-escape-layer]";
const MARK = "data-mantine-stop-propagation";

function markInnerLayer(event: KeyboardEvent): void {
  if (event.key !== "Escape") return;
  const target = event.target;
  if (!(target instanceof Element) || target.hasAttribute(MARK) || !target.closest(LAYER)) return;
  target.setAttribute(MARK, "true");
  // Kept for this event's dispatch only: the next Escape there is judged afresh.
  setTimeout(() => target.removeAttribute(MARK), 0);
}

/** Registered before any modal mounts: window listeners of one phase run in the order they were added. */
export function installEscapeLayers(): void {
  window.addEventListener("keydown", markInnerLayer, { capture: true });
}

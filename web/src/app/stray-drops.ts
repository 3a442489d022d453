/**
 * A file dropped beside a drop zone (on the header, between two cards) would make the browser open it in place
 * of the app, losing whatever was being typed. The drop zones (components/attachments/FileDropZone.tsx) take
 * their drops and stop them; whatever reaches the window carries files nobody asked for, and is refused with
 * the "no drop" cursor. Drags of text and links are left to the browser.
 */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes("Files");

function refuseStrayDrag(event: DragEvent): void {
  if (!carriesFiles(event) || event.defaultPrevented) return;
  event.preventDefault();
  if (event.dataTransfer) event.dataTransfer.dropEffect = "none";
}

function refuseStrayDrop(event: DragEvent): void {
  if (carriesFiles(event)) event.preventDefault();
}

export function installStrayDropGuard(target: Window = window): () => void {
  target.addEventListener("dragover", refuseStrayDrag);
  target.addEventListener("drop", refuseStrayDrop);
  return () => {
    target.removeEventListener("dragover", refuseStrayDrag);
    target.removeEventListener("drop", refuseStrayDrop);
  };
}

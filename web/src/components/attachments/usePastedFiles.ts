import { useEffect, useRef } from "react";
import { clipboardFiles, pastedName } from "./upload";

/** Where a paste means something of its own: a field, an editor, a dialog over the page. */
const pastesElsewhere = (target: EventTarget | null) =>
  target instanceof Element &&
  target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]') !== null;

/**
 * Files pasted on the page itself (a screenshot, Ctrl+V with nothing focused), for a page that takes files
 * anywhere, such as a folder of the files area. A paste a form took (FileDropZone prevents its default) or one
 * into a field or a dialog is left alone.
 */
export function usePastedFiles(onFiles: (files: File[]) => void, enabled: boolean) {
  const latest = useRef(onFiles);
  latest.current = onFiles;
  useEffect(() => {
    if (!enabled) return;
    const onPaste = (e: ClipboardEvent) => {
      if (e.defaultPrevented || pastesElsewhere(e.target)) return;
      const files = clipboardFiles(e.clipboardData);
      if (files.length === 0) return;
      e.preventDefault();
      latest.current(files.map((file) => pastedName(file)));
    };
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  }, [enabled]);
}

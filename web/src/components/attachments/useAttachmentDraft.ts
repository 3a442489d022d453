import { useState } from "react";
import type { Attachment } from "./types";

/**
 * What a form with attachments is editing: files picked but not sent, uploaded files kept, and the ids
 * of uploaded files to delete on save. `picker` goes straight to FilePicker.
 */
export function useAttachmentDraft(initial: Attachment[] = []) {
  const [files, setFiles] = useState<File[]>([]);
  const [existing, setExisting] = useState<Attachment[]>(initial);
  const [filesToDelete, setFilesToDelete] = useState<number[]>([]);
  return {
    files,
    filesToDelete,
    /** After a new item was sent: nothing picked any more. */
    clearPicked: () => setFiles([]),
    picker: {
      files,
      onFilesChange: setFiles,
      existing,
      onRemoveExisting: (file: Attachment) => {
        setExisting((list) => list.filter((f) => f.id !== file.id));
        setFilesToDelete((ids) => [...ids, file.id]);
      },
    },
  };
}

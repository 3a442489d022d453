import type { Attachment } from "@cairn/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { Written } from "../../api/client";
import { sendForm } from "../../components/attachments/upload";
import { useUploadProgress } from "../../components/attachments/useUploadProgress";
import { toastError } from "../../components/toasts";
import { taskKey } from "./hooks";
import { patchLists, placeTask } from "./lists-cache";
import type { Task } from "./types";

/**
 * Files dropped, pasted or picked on a task's description while it is edited: attached to the task with it saved
 * (POST .../tasks/{id}/files), each with its progress bar; a refused file keeps the server's message.
 */
export function useTaskFiles(task: Task) {
  const qc = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const progress = useUploadProgress();

  /** Resolves true once every file went up (or none was there to send). */
  const send = async (): Promise<boolean> => {
    if (files.length === 0) return true;
    const form = new FormData();
    for (const file of files) form.append("files[]", file, file.name);
    progress.start(files);
    try {
      await sendForm<Written<Attachment[]>>(
        `pm/v2/projects/${task.project_id}/tasks/${task.id}/files`,
        form,
        progress.onProgress,
      );
    } catch (err) {
      progress.settle(err);
      toastError(err);
      return false;
    }
    progress.settle();
    setFiles([]);
    // The task's attachments, and the count its rows show.
    await qc.invalidateQueries({ queryKey: taskKey(task.project_id, task.id) });
    const fresh = qc.getQueryData<Task>(taskKey(task.project_id, task.id));
    if (fresh) patchLists(qc, task.project_id, (lists) => placeTask(lists, fresh));
    return true;
  };

  return {
    files,
    setFiles,
    add: (more: File[]) => setFiles((now) => [...now, ...more]),
    clear: () => setFiles([]),
    send,
    stateOf: progress.stateOf,
    sending: progress.sending,
  };
}

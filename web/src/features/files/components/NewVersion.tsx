import { Button, FileButton } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, type Written } from "../../../api/client";
import type { UploadRowLabels, UploadState } from "../../../components/attachments/UploadRow";
import { postWithProgress } from "../../../components/attachments/upload";
import { toastError, toastSuccess } from "../../../components/toasts";
import { filesKey } from "../api";
import type { FileItem } from "../types";

/**
 * Sending a new version of an uploaded file (POST .../files/{id}/versions): its progress as one upload row, the
 * server's refusal on it (too large, not one file). Once sent, the file's answer carries its revisions.
 */
export function useNewVersion(item: FileItem) {
  const { t } = useTranslation("files");
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<UploadState | null>(null);
  const key = useRef(0);

  const send = async (files: File[]) => {
    if (files.length === 0 || upload?.status === "uploading") return;
    const form = new FormData();
    for (const file of files) form.append("files[]", file, file.name);
    const current: UploadState = { key: ++key.current, file: files[0], status: "uploading", progress: 0 };
    setUpload(current);
    try {
      const res = await postWithProgress<Written<FileItem>>(
        `pm-pro/v2/projects/${item.project_id}/files/${item.id}/versions`,
        form,
        {
          onProgress: (progress) => setUpload((u) => (u?.key === current.key ? { ...u, progress } : u)),
          networkError: t("uploadForm.networkError"),
        },
      );
      setUpload(null);
      toastSuccess(res.message);
      await queryClient.invalidateQueries({ queryKey: filesKey(item.project_id) });
    } catch (err) {
      const error = err instanceof ApiError ? err.messages.join(" ") : String(err);
      setUpload({ ...current, status: "failed", progress: 0, error });
      toastError(err);
    }
  };

  const labels: UploadRowLabels = {
    remove: (name) => t("uploadForm.removeNamed", { name }),
    progress: (name) => t("single.versionProgress", { name }),
    done: t("uploadForm.done"),
  };
  return { send, upload, labels, dismiss: () => setUpload(null), pending: upload?.status === "uploading" };
}

/** 'Upload a new version': one file from the picker, the way to it by keyboard (dropping is the other). */
export function NewVersionButton({ onFile, pending }: { onFile: (file: File) => void; pending: boolean }) {
  const { t } = useTranslation("files");
  const reset = useRef<() => void>(null);
  return (
    <FileButton
      resetRef={reset}
      disabled={pending}
      onChange={(file) => {
        if (file) onFile(file);
        reset.current?.();
      }}
    >
      {(props) => (
        <Button
          {...props}
          variant="default"
          size="xs"
          leftSection={<IconUpload size={14} aria-hidden />}
          loading={pending}
        >
          {t("single.newVersion")}
        </Button>
      )}
    </FileButton>
  );
}

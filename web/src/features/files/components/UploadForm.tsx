import { Button, FileButton, Modal, Stack, Text } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, type Written } from "../../../api/client";
import { FileDropZone } from "../../../components/attachments/FileDropZone";
import { UploadRow, type UploadRowLabels, type UploadState } from "../../../components/attachments/UploadRow";
import { eachWithLimit, postWithProgress } from "../../../components/attachments/upload";
import { toastError, toastSuccess } from "../../../components/toasts";
import { filesKey, uploadPath } from "../api";
import type { FileItem } from "../types";
import { FormActions, PrivateCheckbox } from "./FormParts";

/** Files travel a few at a time, one request each, so each has its own progress and its own answer. */
const PARALLEL = 3;
let nextKey = 0;

const waiting = (files: readonly File[]): UploadState[] =>
  files.map((file) => ({ key: nextKey++, file, status: "waiting", progress: 0 }));

type Props = {
  projectId: number;
  parent: number;
  canSetPrivacy: boolean;
  onClose: () => void;
  /** Files dropped or pasted on the folder: listed at once and sent without waiting for 'Upload'. */
  dropped?: File[];
};

/**
 * 'File uploads': 'Attach a File' (or files dropped and pasted on it), each file with 'Delete File' and, once
 * sent, its progress bar; 'Make this private.' for those allowed; submit disabled while nothing is attached. A
 * refused file (over the size limit: 413) shows the server's message and stays to be removed or retried.
 */
export function UploadForm({ projectId, parent, canSetPrivacy, onClose, dropped }: Props) {
  const { t } = useTranslation("files");
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<UploadState[]>(() => waiting(dropped ?? []));
  const [isPrivate, setPrivate] = useState(false);
  const [running, setRunning] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const resetPicker = useRef<() => void>(null);
  const toSend = uploads.filter((u) => u.status !== "done");

  const patch = (key: number, change: Partial<UploadState>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const sendOne = async (upload: UploadState, signal: AbortSignal): Promise<string | null> => {
    const form = new FormData();
    form.set("type", "pro_file");
    form.set("parent", String(parent));
    if (canSetPrivacy) form.set("private", isPrivate ? "1" : "0");
    form.append("files[]", upload.file, upload.file.name);
    patch(upload.key, { status: "uploading", progress: 0, error: undefined });
    try {
      const res = await postWithProgress<Written<FileItem[]>>(uploadPath(projectId), form, {
        onProgress: (progress) => patch(upload.key, { progress }),
        signal,
        networkError: t("uploadForm.networkError"),
      });
      patch(upload.key, { status: "done", progress: 1 });
      return res.message;
    } catch (err) {
      if (signal.aborted) return null;
      const message = err instanceof ApiError ? err.messages.join(" ") : String(err);
      patch(upload.key, { status: "failed", progress: 0, error: message });
      toastError(err);
      return null;
    }
  };

  const submit = async () => {
    if (toSend.length === 0 || running) return;
    const controller = new AbortController();
    abort.current = controller;
    setRunning(true);
    const messages: (string | null)[] = [];
    await eachWithLimit(toSend, PARALLEL, async (u) => {
      messages.push(await sendOne(u, controller.signal));
    });
    if (controller.signal.aborted) return;
    setRunning(false);
    if (messages.some((m) => m !== null)) void queryClient.invalidateQueries({ queryKey: filesKey(projectId) });
    // All sent: one toast with the server's message, and the form closes; otherwise the refused stay.
    if (messages.every((m) => m !== null)) {
      const message = messages.at(-1);
      if (message) toastSuccess(message);
      onClose();
    }
  };

  // Dropped files are sent as they come: dropping them on the folder was the request to upload them.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !dropped?.length) return;
    started.current = true;
    void submit();
  });

  const labels: UploadRowLabels = {
    remove: (name) => t("uploadForm.removeNamed", { name }),
    progress: (name) => t("uploadForm.progress", { name }),
    done: t("uploadForm.done"),
  };
  const add = (files: File[]) => setUploads((list) => [...list, ...waiting(files)]);

  const cancel = () => {
    abort.current?.abort();
    // Files that arrived before the cancel are in the folder now.
    if (uploads.some((u) => u.status === "done")) void queryClient.invalidateQueries({ queryKey: filesKey(projectId) });
    onClose();
  };

  return (
    <Modal opened onClose={cancel} title={t("uploadForm.title")} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FileDropZone onFiles={add} hint={t("uploadForm.dropHint")} disabled={running}>
          <Stack gap="sm">
            {uploads.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("uploadForm.nothing")}
              </Text>
            ) : (
              <Stack
                component="ul"
                gap="xs"
                p={0}
                m={0}
                style={{ listStyle: "none" }}
                aria-label={t("uploadForm.files")}
              >
                {uploads.map((u) => (
                  <UploadRow
                    key={u.key}
                    upload={u}
                    labels={labels}
                    onRemove={
                      u.status === "uploading" || u.status === "done"
                        ? undefined
                        : () => setUploads((list) => list.filter((x) => x.key !== u.key))
                    }
                  />
                ))}
              </Stack>
            )}
            <FileButton
              multiple
              resetRef={resetPicker}
              disabled={running}
              onChange={(files) => {
                add(files);
                // The same file may be picked again after it was removed.
                resetPicker.current?.();
              }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconPaperclip size={16} />}
                  disabled={running}
                  style={{ alignSelf: "flex-start" }}
                >
                  {t("uploadForm.attach")}
                </Button>
              )}
            </FileButton>
            <PrivateCheckbox
              show={canSetPrivacy}
              label={t("privacy")}
              checked={isPrivate}
              onChange={setPrivate}
              disabled={running}
            />
            <FormActions
              cancel={t("cancel")}
              submit={t("uploadForm.submit")}
              onCancel={cancel}
              pending={running}
              disabled={toSend.length === 0}
              cancelWhilePending
            />
          </Stack>
        </FileDropZone>
      </form>
    </Modal>
  );
}

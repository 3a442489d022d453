import { ActionIcon, Group, Progress, Stack, Text, Tooltip } from "@mantine/core";
import { IconCircleCheck, IconPaperclip, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { fileSize } from "./fileSize";
import { ATTACHMENTS_NS } from "./messages";

/** Where one picked file is on its way to the server. */
export type UploadStatus = "waiting" | "uploading" | "done" | "failed";
export type FileUploadState = {
  status: UploadStatus;
  /** 0 to 1 while uploading. */
  progress: number;
  /** The server's refusal of this file (over the size limit, a type it does not take). */
  error?: string;
};
export type UploadState = FileUploadState & { key: number; file: File };

/** The words of a row, where a feature has its own (the files area's 'Delete File'). */
export type UploadRowLabels = { remove: (name: string) => string; progress: (name: string) => string; done: string };

type Props = { upload: UploadState; onRemove?: () => void; labels?: UploadRowLabels };

/** One picked file: its name and size, its own progress bar while it travels, its refusal, and a remove button. */
export function UploadRow({ upload, onRemove, labels }: Props) {
  const { t } = useTranslation(ATTACHMENTS_NS);
  const words = labels ?? {
    remove: (name: string) => t("remove", { name }),
    progress: (name: string) => t("progress", { name }),
    done: t("sent"),
  };
  const { file, status } = upload;
  return (
    <Stack component="li" gap={4} data-testid="upload-row" data-status={status}>
      <Group gap={6} wrap="nowrap" miw={0}>
        {status === "done" ? (
          <IconCircleCheck
            size={16}
            color="var(--mantine-color-teal-7)"
            role="img"
            aria-label={words.done}
            style={{ flex: "none" }}
          />
        ) : (
          <IconPaperclip size={16} aria-hidden style={{ flex: "none" }} />
        )}
        <Text size="sm" style={{ overflowWrap: "anywhere", flex: 1, minWidth: 0 }}>
          {file.name}
        </Text>
        <Text size="xs" c="dimmed" style={{ flex: "none" }}>
          {fileSize(file.size)}
        </Text>
        {onRemove ? (
          <Tooltip label={words.remove(file.name)} withArrow>
            <ActionIcon variant="subtle" color="red" size="sm" aria-label={words.remove(file.name)} onClick={onRemove}>
              <IconTrash size={14} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      {status === "uploading" || status === "done" ? (
        <Progress
          value={Math.round(upload.progress * 100)}
          size="sm"
          color={status === "done" ? "teal" : "blue"}
          animated={status === "uploading"}
          aria-label={words.progress(file.name)}
        />
      ) : null}
      {upload.error ? (
        <Text size="xs" c="red.8" role="alert">
          {upload.error}
        </Text>
      ) : null}
    </Stack>
  );
}

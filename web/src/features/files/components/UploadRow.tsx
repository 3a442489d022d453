import { ActionIcon, Group, Progress, Stack, Text, Tooltip } from "@mantine/core";
import { IconCircleCheck, IconPaperclip, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { fileSize } from "../../../components/attachments/fileSize";

export type UploadState = {
  key: number;
  file: File;
  status: "waiting" | "uploading" | "done" | "failed";
  /** 0 to 1 while uploading. */
  progress: number;
  error?: string;
};

/** One picked file: its name and size, its own progress bar while it travels, and 'Delete File'. */
export function UploadRow({ upload, onRemove }: { upload: UploadState; onRemove?: () => void }) {
  const { t } = useTranslation("files");
  const { file, status } = upload;
  return (
    <Stack component="li" gap={4} data-testid="upload-row" data-status={status}>
      <Group gap={6} wrap="nowrap" miw={0}>
        {status === "done" ? (
          <IconCircleCheck
            size={16}
            color="var(--mantine-color-teal-7)"
            role="img"
            aria-label={t("uploadForm.done")}
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
          <Tooltip label={t("uploadForm.remove")} withArrow>
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={t("uploadForm.removeNamed", { name: file.name })}
              onClick={onRemove}
            >
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
          aria-label={t("uploadForm.progress", { name: file.name })}
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

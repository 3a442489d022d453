import { ActionIcon, Anchor, Button, FileButton, Group, Stack, Text } from "@mantine/core";
import { IconPaperclip, IconX } from "@tabler/icons-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../confirm";
import { fileSize } from "./fileSize";
import { ATTACHMENTS_NS } from "./messages";
import type { Attachment } from "./types";
import { type FileUploadState, UploadRow } from "./UploadRow";

/** Picked files have no id; each File object gets a stable key of its own. */
const keys = new WeakMap<File, number>();
let nextKey = 0;
const keyOf = (file: File): number => {
  const known = keys.get(file);
  if (known !== undefined) return known;
  keys.set(file, nextKey);
  return nextKey++;
};

type Props = {
  /** Files picked but not sent yet; removed without asking. */
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** Files already uploaded (they have an id and are never re-sent); removing one asks first. */
  existing?: Attachment[];
  onRemoveExisting?: (file: Attachment) => void;
  disabled?: boolean;
  /** Where each picked file is while the form is sent (useUploadProgress): its bar, or its refusal. */
  stateOf?: (file: File) => FileUploadState;
};

/** A file already uploaded: a download link, and a remove that takes effect on save. */
function Row({ name, size, href, onRemove }: { name: string; size: number; href?: string; onRemove: () => void }) {
  const { t } = useTranslation(ATTACHMENTS_NS);
  return (
    <Group component="li" gap={6} wrap="nowrap" miw={0}>
      <IconPaperclip size={16} aria-hidden style={{ flex: "none" }} />
      {href ? (
        <Anchor href={href} download={name} size="sm" style={{ overflowWrap: "anywhere" }}>
          {name}
        </Anchor>
      ) : (
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {name}
        </Text>
      )}
      <Text size="xs" c="dimmed" style={{ flex: "none" }}>
        {fileSize(size)}
      </Text>
      <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t("remove", { name })} onClick={onRemove}>
        <IconX size={14} />
      </ActionIcon>
    </Group>
  );
}

/**
 * The uploader of a form: pick files (or drop or paste them on the form, FileDropZone), see them listed with
 * their progress once sent, remove them one by one.
 */
export function FilePicker({ files, onFilesChange, existing = [], onRemoveExisting, disabled, stateOf }: Props) {
  const { t } = useTranslation(ATTACHMENTS_NS);
  const resetRef = useRef<() => void>(null);
  const removeExisting = async (file: Attachment) => {
    const ok = await confirmAction({
      title: t("confirmTitle"),
      message: t("confirmMessage", { name: file.name }),
      confirmLabel: t("confirmLabel"),
    });
    if (ok) onRemoveExisting?.(file);
  };
  return (
    <Stack gap={6}>
      {existing.length + files.length > 0 ? (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("files")}>
          {existing.map((file) => (
            <Row
              key={`a${file.id}`}
              name={file.name}
              size={file.size}
              href={file.url}
              onRemove={() => void removeExisting(file)}
            />
          ))}
          {files.map((file) => {
            const state = stateOf?.(file) ?? { status: "waiting" as const, progress: 0 };
            return (
              <UploadRow
                key={`f${keyOf(file)}`}
                upload={{ ...state, key: keyOf(file), file }}
                onRemove={disabled ? undefined : () => onFilesChange(files.filter((f) => f !== file))}
              />
            );
          })}
        </Stack>
      ) : null}
      <FileButton
        multiple
        resetRef={resetRef}
        disabled={disabled}
        onChange={(picked) => {
          onFilesChange([...files, ...picked]);
          // The same file can be picked again after it was removed.
          resetRef.current?.();
        }}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="xs"
            leftSection={<IconPaperclip size={14} />}
            disabled={disabled}
            style={{ alignSelf: "flex-start" }}
          >
            {t("attach")}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}

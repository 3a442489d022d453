import { Button, Group, MultiSelect, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Member } from "../../api/types";
import { FileDropZone } from "../attachments/FileDropZone";
import { FilePicker } from "../attachments/FilePicker";
import { ATTACHMENTS_NS } from "../attachments/messages";
import type { Attachment } from "../attachments/types";
import { useAttachmentDraft } from "../attachments/useAttachmentDraft";
import { useUploadProgress } from "../attachments/useUploadProgress";
import { LazyRichTextEditor } from "../RichText/LazyRichTextEditor";
import { COMMENTS_NS } from "./messages";
import type { CommentDraft } from "./types";

type Props = {
  projectId: number;
  members: Member[];
  initial?: { content: string; notifyUsers: number[]; files: Attachment[] };
  pending: boolean;
  /** Resolves when saved, so a new-comment form can clear itself; rejects with the refusal. */
  onSubmit: (draft: CommentDraft) => Promise<unknown>;
  onCancel?: () => void;
};

/**
 * Writing or editing one comment: text, files (picked, dropped on the form or pasted into it, each with its
 * progress bar as the comment is sent), people to notify; sent only when the text is not empty (spec §5).
 */
export function CommentForm({ projectId, members, initial, pending, onSubmit, onCancel }: Props) {
  const { t } = useTranslation(COMMENTS_NS);
  const [content, setContent] = useState(initial?.content ?? "");
  const [notify, setNotify] = useState<string[]>((initial?.notifyUsers ?? []).map(String));
  const attachments = useAttachmentDraft(initial?.files);
  const progress = useUploadProgress();
  const { t: tf } = useTranslation(ATTACHMENTS_NS);
  const editing = initial !== undefined;
  const canSend = content !== "" && !pending;

  const submit = async () => {
    if (!canSend) return;
    const draft = {
      content,
      notifyUsers: notify.map(Number),
      files: attachments.files,
      filesToDelete: attachments.filesToDelete,
      onProgress: progress.onProgress,
    };
    progress.start(draft.files);
    try {
      await onSubmit(draft);
    } catch (err) {
      // A refused file keeps the server's message on its row, to be removed or sent again.
      progress.settle(err);
      return;
    }
    progress.settle();
    if (!editing) {
      setContent("");
      setNotify([]);
      attachments.clearPicked();
    }
  };

  return (
    <FileDropZone
      onFiles={(files) => attachments.picker.onFilesChange([...attachments.files, ...files])}
      hint={tf("dropHint")}
      disabled={pending}
    >
      <Stack gap="xs" data-testid={editing ? "comment-edit-form" : "comment-form"}>
        <LazyRichTextEditor
          value={content}
          onChange={setContent}
          onSubmit={() => void submit()}
          placeholder={t("placeholder")}
          ariaLabel={t("editorLabel")}
          projectId={projectId}
          autoFocus={editing}
          testId="comment-editor"
          acceptsFiles
        />
        <FilePicker {...attachments.picker} disabled={pending} stateOf={progress.stateOf} />
        <Group justify="space-between" align="flex-end" gap="sm">
          <MultiSelect
            label={t("notify")}
            placeholder={notify.length === 0 ? t("notifyPlaceholder") : undefined}
            data={members.map((m) => ({ value: String(m.id), label: m.display_name }))}
            value={notify}
            onChange={setNotify}
            searchable
            clearable
            clearButtonProps={{ "aria-label": t("clearNotify") }}
            size="xs"
            style={{ flex: "1 1 220px", maxWidth: 420 }}
            comboboxProps={{ withinPortal: true }}
          />
          <Group gap="xs" ml="auto">
            {onCancel ? (
              <Button variant="default" onClick={onCancel} disabled={pending}>
                {t("cancel")}
              </Button>
            ) : null}
            <Button onClick={() => void submit()} disabled={!canSend} loading={pending}>
              {editing ? t("update") : t("add")}
            </Button>
          </Group>
        </Group>
      </Stack>
    </FileDropZone>
  );
}

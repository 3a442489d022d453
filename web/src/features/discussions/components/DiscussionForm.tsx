import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FilePicker } from "../../../components/attachments/FilePicker";
import type { Attachment } from "../../../components/attachments/types";
import { fieldError } from "../../../components/fieldErrors";
import { LazyRichTextEditor } from "../../../components/RichText/LazyRichTextEditor";
import { useMilestoneOptions } from "../../milestones/api";
import type { Discussion, DiscussionDraft } from "../types";

type Props = {
  projectId: number;
  discussion?: Discussion;
  canSetPrivacy: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (draft: DiscussionDraft) => void;
  onClose: () => void;
};

/** Start or edit a discussion: title, text, milestone, files and (for those allowed) privacy. */
export function DiscussionForm({ projectId, discussion, canSetPrivacy, pending, error, onSubmit, onClose }: Props) {
  const { t } = useTranslation("discussions");
  const milestones = useMilestoneOptions(projectId);
  const [title, setTitle] = useState(discussion?.title ?? "");
  const [description, setDescription] = useState(discussion?.description ?? "");
  const [milestone, setMilestone] = useState<string | null>(discussion?.milestone_id?.toString() ?? null);
  const [privacy, setPrivacy] = useState(discussion?.meta.privacy ?? false);
  const [files, setFiles] = useState<File[]>([]);
  const [existing, setExisting] = useState<Attachment[]>(discussion?.files.data ?? []);
  const [removed, setRemoved] = useState<number[]>([]);
  const [missingTitle, setMissingTitle] = useState(false);

  const submit = () => {
    if (title.trim() === "") return setMissingTitle(true);
    onSubmit({
      title: title.trim(),
      description,
      milestone: milestone ? Number(milestone) : null,
      ...(canSetPrivacy ? { privacy } : {}),
      files,
      filesToDelete: removed,
    });
  };

  return (
    <Modal opened onClose={onClose} title={discussion ? t("form.editTitle") : t("form.createTitle")} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t("form.title")}
            withAsterisk
            data-autofocus
            value={title}
            onChange={(e) => {
              setTitle(e.currentTarget.value);
              setMissingTitle(false);
            }}
            error={missingTitle ? t("form.titleRequired") : fieldError(error, "title")}
          />
          <LazyRichTextEditor
            label={t("form.description")}
            value={description}
            onChange={setDescription}
            onSubmit={submit}
            projectId={projectId}
            testId="discussion-description"
          />
          <Select
            label={t("form.milestone")}
            placeholder={t("form.noMilestone")}
            data={(milestones.data ?? []).map((m) => ({ value: String(m.id), label: m.title }))}
            value={milestone}
            onChange={setMilestone}
            clearable
            clearButtonProps={{ "aria-label": t("form.clearMilestone") }}
            searchable
            nothingFoundMessage={t("form.noMilestone")}
            error={fieldError(error, "milestone")}
          />
          <FilePicker
            files={files}
            onFilesChange={setFiles}
            existing={existing}
            onRemoveExisting={(file) => {
              setExisting((list) => list.filter((f) => f.id !== file.id));
              setRemoved((ids) => [...ids, file.id]);
            }}
            disabled={pending}
          />
          {canSetPrivacy ? (
            <Checkbox
              label={t("form.privacy")}
              checked={privacy}
              onChange={(e) => setPrivacy(e.currentTarget.checked)}
            />
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t("form.cancel")}
            </Button>
            <Button type="submit" loading={pending} disabled={pending}>
              {discussion ? t("form.save") : t("form.create")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { createDiscussionBody } from "@cairn/shared/schemas/discussions";
import { Select } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { FilePicker } from "../../../components/attachments/FilePicker";
import { useAttachmentDraft } from "../../../components/attachments/useAttachmentDraft";
import { useUploadProgress } from "../../../components/attachments/useUploadProgress";
import { ItemFormModal } from "../../../components/ItemFormModal";
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

/**
 * Start or edit a discussion: title, text, milestone, files (picked, dropped or pasted, each with its progress
 * bar as the discussion is sent) and (for those allowed) privacy.
 */
export function DiscussionForm({ projectId, discussion, canSetPrivacy, pending, error, onSubmit, onClose }: Props) {
  const { t } = useTranslation("discussions");
  const milestones = useMilestoneOptions(projectId);
  const attachments = useAttachmentDraft(discussion?.files.data);
  const progress = useUploadProgress();
  // The write's answer came (the parent's mutation settled): a refused file keeps the server's message.
  const wasPending = useRef(pending);
  useEffect(() => {
    if (wasPending.current && !pending) progress.settle(error ?? undefined);
    wasPending.current = pending;
  }, [pending, error, progress]);
  return (
    <ItemFormModal
      namespace="discussions"
      projectId={projectId}
      item={discussion}
      canSetPrivacy={canSetPrivacy}
      schema={createDiscussionBody}
      own={{ milestone: discussion?.milestone_id ?? null }}
      pending={pending}
      error={error}
      onSubmit={(base, { milestone }) => {
        progress.start(attachments.files);
        onSubmit({
          ...base,
          milestone,
          files: attachments.files,
          filesToDelete: attachments.filesToDelete,
          onProgress: progress.onProgress,
        });
      }}
      onFiles={(files) => attachments.picker.onFilesChange([...attachments.files, ...files])}
      onClose={onClose}
      descriptionTestId="discussion-description"
    >
      {(form) => (
        <>
          <Select
            label={t("form.milestone")}
            placeholder={t("form.noMilestone")}
            data={(milestones.data ?? []).map((m) => ({ value: String(m.id), label: m.title }))}
            {...form.getInputProps("milestone")}
            value={form.values.milestone?.toString() ?? null}
            onChange={(id) => form.setFieldValue("milestone", id ? Number(id) : null)}
            clearable
            clearButtonProps={{ "aria-label": t("form.clearMilestone") }}
            searchable
            nothingFoundMessage={t("form.noMilestone")}
          />
          <FilePicker {...attachments.picker} disabled={pending} stateOf={progress.stateOf} />
        </>
      )}
    </ItemFormModal>
  );
}

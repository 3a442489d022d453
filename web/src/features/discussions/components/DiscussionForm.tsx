import { Select } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FilePicker } from "../../../components/attachments/FilePicker";
import { useAttachmentDraft } from "../../../components/attachments/useAttachmentDraft";
import { fieldError } from "../../../components/fieldErrors";
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

/** Start or edit a discussion: title, text, milestone, files and (for those allowed) privacy. */
export function DiscussionForm({ projectId, discussion, canSetPrivacy, pending, error, onSubmit, onClose }: Props) {
  const { t } = useTranslation("discussions");
  const milestones = useMilestoneOptions(projectId);
  const [milestone, setMilestone] = useState<string | null>(discussion?.milestone_id?.toString() ?? null);
  const attachments = useAttachmentDraft(discussion?.files.data);
  return (
    <ItemFormModal
      namespace="discussions"
      projectId={projectId}
      item={discussion}
      canSetPrivacy={canSetPrivacy}
      pending={pending}
      error={error}
      onSubmit={(base) =>
        onSubmit({
          ...base,
          milestone: milestone ? Number(milestone) : null,
          files: attachments.files,
          filesToDelete: attachments.filesToDelete,
        })
      }
      onClose={onClose}
      descriptionTestId="discussion-description"
    >
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
      <FilePicker {...attachments.picker} disabled={pending} />
    </ItemFormModal>
  );
}

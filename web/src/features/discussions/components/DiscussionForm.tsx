import { Select } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FilePicker } from "../../../components/attachments/FilePicker";
import type { Attachment } from "../../../components/attachments/types";
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
  const [files, setFiles] = useState<File[]>([]);
  const [existing, setExisting] = useState<Attachment[]>(discussion?.files.data ?? []);
  const [removed, setRemoved] = useState<number[]>([]);
  return (
    <ItemFormModal
      namespace="discussions"
      projectId={projectId}
      item={discussion}
      canSetPrivacy={canSetPrivacy}
      pending={pending}
      error={error}
      onSubmit={(base) =>
        onSubmit({ ...base, milestone: milestone ? Number(milestone) : null, files, filesToDelete: removed })
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
    </ItemFormModal>
  );
}

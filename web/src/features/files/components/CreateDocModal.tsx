import { Modal } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useFileWrites } from "../api";
import { DocForm } from "./DocForm";

type Props = { kind: "doc" | "link"; projectId: number; parent: number; canSetPrivacy: boolean; onClose: () => void };

/** 'Create a doc' and 'Link to Docs': the form in a dialog, creating in the folder shown. */
export function CreateDocModal({ kind, projectId, parent, canSetPrivacy, onClose }: Props) {
  const { t } = useTranslation("files");
  const { createDoc } = useFileWrites(projectId);
  return (
    <Modal
      opened
      onClose={onClose}
      title={kind === "doc" ? t("docForm.createTitle") : t("linkForm.createTitle")}
      size="lg"
    >
      <DocForm
        kind={kind}
        projectId={projectId}
        canSetPrivacy={canSetPrivacy}
        pending={createDoc.isPending}
        error={createDoc.error}
        onSubmit={(draft) => createDoc.mutate({ type: kind, parent, draft }, { onSuccess: onClose })}
        onCancel={onClose}
      />
    </Modal>
  );
}

import { Modal } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useFileWrites } from "../api";
import { NameForm } from "./NameForm";

type Props = { projectId: number; parent: number; canSetPrivacy: boolean; onClose: () => void };

/**
 * 'Create a folder' (400 px wide): a required name, submit disabled while it is empty, and
 * 'Make this private.' only for those who may see private files.
 */
export function FolderForm({ projectId, parent, canSetPrivacy, onClose }: Props) {
  const { t } = useTranslation("files");
  const { createFolder } = useFileWrites(projectId);
  return (
    <Modal opened onClose={onClose} title={t("folderForm.title")} size={400}>
      <NameForm
        label={t("folderForm.name")}
        submit={t("folderForm.submit")}
        canSetPrivacy={canSetPrivacy}
        pending={createFolder.isPending}
        error={createFolder.error}
        onSubmit={(change) => createFolder.mutate({ ...change, parent }, { onSuccess: onClose })}
        onCancel={onClose}
      />
    </Modal>
  );
}

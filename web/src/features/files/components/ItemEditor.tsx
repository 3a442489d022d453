import { useTranslation } from "react-i18next";
import { NAME_FORM_FIELDS, useFileWrites } from "../api";
import type { FileItem } from "../types";
import { DocForm } from "./DocForm";
import { NameForm } from "./NameForm";

type Props = { item: FileItem; canSetPrivacy: boolean; onDone: () => void };

/** Edit mode in place: a doc's or link's form ('Update the doc' / 'Update link'), or a file's name. */
export function ItemEditor({ item, canSetPrivacy, onDone }: Props) {
  const { t } = useTranslation("files");
  const { updateDoc, update } = useFileWrites(item.project_id, NAME_FORM_FIELDS);
  if (item.type === "doc" || item.type === "link") {
    return (
      <DocForm
        kind={item.type}
        projectId={item.project_id}
        item={item}
        canSetPrivacy={canSetPrivacy}
        pending={updateDoc.isPending}
        error={updateDoc.error}
        onSubmit={(draft) => updateDoc.mutate({ id: item.id, draft }, { onSuccess: onDone })}
        onCancel={onDone}
      />
    );
  }
  return (
    <NameForm
      label={t("fileForm.title")}
      submit={t("fileForm.update")}
      initial={item}
      canSetPrivacy={canSetPrivacy}
      pending={update.isPending}
      error={update.error}
      onSubmit={(change) => update.mutate({ id: item.id, change }, { onSuccess: onDone })}
      onCancel={onDone}
      testId="file-form"
    />
  );
}

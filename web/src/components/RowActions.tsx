import { Anchor, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

type Props = {
  onEdit: () => void;
  onDelete: () => void;
  /** Accessible names naming the row's item, e.g. "Edit the label Bug". */
  editLabel: string;
  deleteLabel: string;
};

/** The 'Edit' and 'Delete' links of a table row (the delete asks first, in the caller). */
export function RowActions({ onEdit, onDelete, editLabel, deleteLabel }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap">
      <Anchor component="button" type="button" size="sm" onClick={onEdit} aria-label={editLabel}>
        {t("edit")}
      </Anchor>
      <Anchor component="button" type="button" size="sm" c="red.8" onClick={onDelete} aria-label={deleteLabel}>
        {t("delete")}
      </Anchor>
    </Group>
  );
}

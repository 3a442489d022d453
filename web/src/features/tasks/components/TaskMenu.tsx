import { Menu } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { confirmAction } from "../../../components/confirm";
import { DeferredDotsMenu } from "../../../components/DotsMenu";
import type { TaskSummary } from "../types";

/**
 * Edit and Delete for those the server allows (meta.can_edit, meta.can_delete); nothing otherwise. The menu
 * itself is built when first opened: every row of a board has one.
 */
export function TaskMenu({
  task,
  t,
  onEdit,
  onDelete,
}: {
  task: TaskSummary;
  t: TFunction<"tasks">;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}) {
  if (!task.meta.can_edit && !task.meta.can_delete) return null;
  const remove = async () => {
    if (await confirmAction({ message: t("row.deleteMessage", { title: task.title }) }))
      await onDelete().catch(() => {});
  };
  return (
    <DeferredDotsMenu label={t("row.actions", { title: task.title })}>
      {task.meta.can_edit && (
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
          {t("row.edit")}
        </Menu.Item>
      )}
      {task.meta.can_delete && (
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => void remove()}>
          {t("row.delete")}
        </Menu.Item>
      )}
    </DeferredDotsMenu>
  );
}

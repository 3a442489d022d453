import { Menu } from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { confirmAction } from "../../../components/confirm";
import { DeferredDotsMenu } from "../../../components/DotsMenu";
import type { TaskSummary } from "../types";
import type { RowTexts } from "./rowTexts";

/**
 * Edit and Delete for those the server allows (meta.can_edit, meta.can_delete); nothing otherwise. No Edit
 * without `onEdit` (a task of an archived list). The menu itself is built when first opened: every row of a
 * board has one.
 */
export function TaskMenu({
  task,
  texts,
  onEdit,
  onDelete,
}: {
  task: TaskSummary;
  texts: RowTexts;
  onEdit?: () => void;
  onDelete: () => Promise<unknown>;
}) {
  const editable = task.meta.can_edit && onEdit !== undefined;
  if (!editable && !task.meta.can_delete) return null;
  const remove = async () => {
    if (await confirmAction({ message: texts.deleteMessage(task.title) })) await onDelete().catch(() => {});
  };
  return (
    <DeferredDotsMenu
      label={texts.actions(task.title)}
      items={() => (
        <>
          {editable && (
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
              {texts.edit}
            </Menu.Item>
          )}
          {task.meta.can_delete && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => void remove()}>
              {texts.delete}
            </Menu.Item>
          )}
        </>
      )}
    />
  );
}

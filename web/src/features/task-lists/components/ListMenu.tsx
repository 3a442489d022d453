import { Menu } from "@mantine/core";
import { IconArchive, IconArchiveOff, IconCopy, IconPencil, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { routeTo } from "../../../app/route-names";
import { confirmAction, confirmThenRun } from "../../../components/confirm";
import { DeferredDotsMenu } from "../../../components/DotsMenu";
import type { TaskList } from "../../tasks/list-types";
import { useListWrites } from "../list-writes";

type Props = { list: TaskList; onEdit: () => void; leaveAfterDelete?: boolean };

/**
 * Edit, Archive or Restore, Duplicate, Delete: what the server says the caller may do with the list. Whoever
 * may create lists in the project may duplicate one, even a list they may not edit.
 */
export function ListMenu({ list, onEdit, leaveAfterDelete = false }: Props) {
  const { t } = useTranslation("task-lists");
  const writes = useListWrites(list.project_id);
  const navigate = useNavigate();
  const canArchive = list.meta.can_edit && !list.is_inbox;
  if (!list.meta.can_edit && !list.meta.can_delete && !list.meta.can_duplicate) return null;
  const remove = async () => {
    if (!(await confirmAction({ message: t("list.deleteMessage", { title: list.title }) }))) return;
    await writes.remove.mutateAsync(list).catch(() => undefined);
    if (leaveAfterDelete) void navigate(routeTo("task_lists", { project_id: list.project_id }));
  };
  const duplicate = () =>
    confirmThenRun(
      {
        title: t("list.duplicateTitle"),
        message: t("list.duplicateMessage", { title: list.title }),
        confirmLabel: t("list.duplicate"),
      },
      t("list.duplicating", { title: list.title }),
      () => writes.duplicate.mutateAsync(list),
    );

  return (
    <DeferredDotsMenu
      label={t("list.actions", { title: list.title })}
      items={() => (
        <>
          {list.meta.can_edit && (
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
              {t("list.edit")}
            </Menu.Item>
          )}
          {canArchive && (
            <Menu.Item
              leftSection={list.status === 1 ? <IconArchive size={16} /> : <IconArchiveOff size={16} />}
              disabled={writes.setStatus.isPending}
              onClick={() => writes.setStatus.mutate({ list, status: list.status === 1 ? 0 : 1 })}
            >
              {list.status === 1 ? t("list.archive") : t("list.restore")}
            </Menu.Item>
          )}
          {list.meta.can_duplicate && (
            <Menu.Item
              leftSection={<IconCopy size={16} />}
              disabled={writes.duplicate.isPending}
              onClick={() => void duplicate()}
            >
              {t("list.duplicate")}
            </Menu.Item>
          )}
          {list.meta.can_delete && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => void remove()}>
              {t("list.delete")}
            </Menu.Item>
          )}
        </>
      )}
    />
  );
}

import { ActionIcon, Menu } from "@mantine/core";
import { IconArchive, IconArchiveOff, IconDots, IconPencil, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../api/types";
import { confirmAction } from "../../../components/confirm";
import { useDeleteProject, useSetProjectStatus } from "../hooks";
import { ProjectFormModal } from "./ProjectFormModal";

type Props = { project: Project; onDeleted?: () => void };

/** Edit, archive or restore, delete: shown only when the server says the caller may edit the project. */
export function ProjectActions({ project, onDeleted }: Props) {
  const { t } = useTranslation("projects");
  const [editing, setEditing] = useState(false);
  const setStatus = useSetProjectStatus(project.id);
  const remove = useDeleteProject(project.id);
  if (!project.meta.can_edit) return null;
  const archived = project.status === "archived";
  const busy = setStatus.isPending || remove.isPending;
  const askDelete = async () => {
    const ok = await confirmAction({ message: t("deleteMessage", { title: project.title }) });
    if (ok) remove.mutate(undefined, { onSuccess: () => onDeleted?.() });
  };
  return (
    <>
      <Menu position="bottom-end" withArrow>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t("actionsFor", { title: project.title })}
            loading={busy}
            disabled={busy}
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
            {t("actions.edit")}
          </Menu.Item>
          <Menu.Item
            leftSection={archived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
            onClick={() => setStatus.mutate(archived ? "current" : "archived")}
          >
            {archived ? t("actions.restore") : t("actions.archive")}
          </Menu.Item>
          {project.meta.can_delete && (
            <>
              <Menu.Divider />
              <Menu.Item color="red.9" leftSection={<IconTrash size={16} />} onClick={() => void askDelete()}>
                {t("actions.delete")}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      <ProjectFormModal opened={editing} onClose={() => setEditing(false)} project={project} />
    </>
  );
}

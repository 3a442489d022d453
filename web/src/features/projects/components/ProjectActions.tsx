import { ActionIcon, Menu } from "@mantine/core";
import { IconArchive, IconArchiveOff, IconCopy, IconDots, IconPencil, IconTrash } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Project } from "../../../api/types";
import { routeTo } from "../../../app/route-names";
import { confirmAction, confirmThenRun } from "../../../components/confirm";
import { useDeleteProject, useDuplicateProject, useSetProjectStatus } from "../hooks";

// The edit form (and its schema, zod) loads when first opened: the header's menu is on the first screen.
const ProjectFormModal = lazy(() => import("./ProjectFormModal").then((m) => ({ default: m.ProjectFormModal })));

type Props = { project: Project; onDeleted?: () => void };

/**
 * Edit, archive or restore, delete when the server says the caller may edit the project; Duplicate when it
 * says the caller may copy it.
 */
export function ProjectActions({ project, onDeleted }: Props) {
  const { t } = useTranslation("projects");
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const setStatus = useSetProjectStatus(project.id);
  const remove = useDeleteProject(project.id);
  const duplicate = useDuplicateProject(project.id);
  const { can_edit: canEdit, can_duplicate: canDuplicate } = project.meta;
  if (!canEdit && !canDuplicate) return null;
  const archived = project.status === "archived";
  const busy = setStatus.isPending || remove.isPending || duplicate.isPending;
  const askDelete = async () => {
    const ok = await confirmAction({ message: t("deleteMessage", { title: project.title }) });
    if (ok) remove.mutate(undefined, { onSuccess: () => onDeleted?.() });
  };
  const askDuplicate = async () => {
    // A large project takes seconds: the toast says so until the copy is made, whatever screen is shown by then.
    const copy = await confirmThenRun(
      {
        title: t("duplicateTitle"),
        message: t("duplicateMessage", { title: project.title }),
        confirmLabel: t("actions.duplicate"),
      },
      t("duplicating", { title: project.title }),
      () => duplicate.mutateAsync(),
    );
    if (copy) void navigate(routeTo("pm_overview", { project_id: copy.data.id }));
  };
  return (
    <>
      <Menu position="bottom-end" withArrow>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t("actionsFor", { title: project.title })}
            aria-busy={busy}
            loading={busy}
            disabled={busy}
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {canEdit && (
            <>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>
                {t("actions.edit")}
              </Menu.Item>
              <Menu.Item
                leftSection={archived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
                onClick={() => setStatus.mutate(archived ? "current" : "archived")}
              >
                {archived ? t("actions.restore") : t("actions.archive")}
              </Menu.Item>
            </>
          )}
          {canDuplicate && (
            <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => void askDuplicate()}>
              {t("actions.duplicate")}
            </Menu.Item>
          )}
          {canEdit && project.meta.can_delete && (
            <>
              <Menu.Divider />
              <Menu.Item color="red.9" leftSection={<IconTrash size={16} />} onClick={() => void askDelete()}>
                {t("actions.delete")}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {editing && (
        <Suspense fallback={null}>
          <ProjectFormModal opened={editing} onClose={() => setEditing(false)} project={project} />
        </Suspense>
      )}
    </>
  );
}

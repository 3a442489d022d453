import { Alert, Checkbox, Group, Modal, Skeleton, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { ApiError } from "../../../api/client";
import { useProject, useProjectId } from "../../../api/project";
import { TaskDetail } from "../components/TaskDetail";
import { TaskTitle } from "../components/TaskTitle";
import { useTask, useTaskWrites } from "../hooks";

type Props = {
  backTo: (params: { projectId: number; listId?: string }) => string;
  /** Opened over a page of several projects (the calendar): the task names its project beside its list. */
  withProject?: boolean;
};

/**
 * The single task over the page it was opened from: its own URL (reloadable, shareable); closing, or
 * Escape, goes back to that page. Escape is left to the fields while the title or description is edited.
 */
export default function TaskModal({ backTo, withProject = false }: Props) {
  const { t } = useTranslation("tasks");
  const projectId = useProjectId();
  const params = useParams();
  const taskId = Number(params.taskId);
  const navigate = useNavigate();
  const project = useProject(projectId).data;
  const task = useTask(projectId, taskId);
  const { toggle } = useTaskWrites(projectId);
  const [editing, setEditing] = useState(false);
  const phone = useMediaQuery("(max-width: 48em)");
  const close = () => void navigate(backTo({ projectId, listId: params.listId }));
  const missing = task.error instanceof ApiError && task.error.status === 404;
  const data = task.data;
  return (
    <Modal.Root opened onClose={close} size={960} fullScreen={phone} closeOnEscape={!editing} returnFocus>
      <Modal.Overlay />
      <Modal.Content aria-busy={task.isPending || undefined} data-testid="task-modal">
        <Modal.Header style={{ alignItems: "flex-start", gap: "var(--mantine-spacing-sm)" }}>
          {data && project ? (
            <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 0 }}>
              <Checkbox
                mt={6}
                size="md"
                checked={data.status === 1}
                disabled={!data.meta.can_complete}
                aria-label={
                  data.status === 1 ? t("row.reopen", { title: data.title }) : t("row.complete", { title: data.title })
                }
                onChange={(e) => toggle.mutate({ task: data, status: e.currentTarget.checked ? 1 : 0 })}
              />
              <TaskTitle key={data.id} task={data} onEditingChange={setEditing} />
            </Group>
          ) : (
            <Modal.Title fz="h3" fw={700}>
              {task.isError ? t("single.notFound") : t("single.loading")}
            </Modal.Title>
          )}
          <Modal.CloseButton aria-label={t("single.close")} />
        </Modal.Header>
        <Modal.Body>
          {data && project ? (
            <TaskDetail
              task={data}
              project={project}
              withProject={withProject}
              onEditingChange={setEditing}
              onDeleted={close}
            />
          ) : task.isError ? (
            <Alert color={missing ? "gray" : "red"} title={missing ? t("single.notFound") : t("common:error")} />
          ) : (
            <Stack gap="sm" aria-hidden>
              <Skeleton height={20} width="30%" />
              <Skeleton height={80} />
              <Skeleton height={120} />
            </Stack>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

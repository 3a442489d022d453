import { Anchor, Grid, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Project } from "../../../api/types";
import { routeTo } from "../../../app/route-names";
import { AttachmentList } from "../../../components/attachments/AttachmentList";
import { CommentThread } from "../../../components/comments/CommentThread";
import { taskSections } from "../extension-registry";
import { taskKey } from "../hooks";
import { patchLists, placeTask } from "../lists-cache";
import type { Task } from "../types";
import { TaskActivity } from "./TaskActivity";
import { TaskDescription } from "./TaskDescription";
import { TaskSidePanel } from "./TaskSidePanel";

type Props = {
  task: Task;
  project: Project;
  /** Name the project beside the list (a task opened over the calendar of every project). */
  withProject?: boolean;
  onEditingChange: (editing: boolean) => void;
  onDeleted: () => void;
};

/** The body of the single task: description, files, comments and activity beside its details. */
export function TaskDetail({ task, project, withProject = false, onEditingChange, onDeleted }: Props) {
  const { t } = useTranslation("tasks");
  const qc = useQueryClient();
  const list = task.task_list?.data;
  const files = task.files?.data ?? [];
  // A new comment changes the count the list rows show.
  const onCommentsChanged = async () => {
    await qc.invalidateQueries({ queryKey: taskKey(project.id, task.id) });
    const fresh = qc.getQueryData<Task>(taskKey(project.id, task.id));
    if (fresh) patchLists(qc, project.id, (lists) => placeTask(lists, fresh));
  };
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
        <Stack gap="lg">
          {list && (
            <Text size="sm" c="dimmed">
              <Anchor
                component={Link}
                to={routeTo("single_list", { project_id: project.id, list_id: list.id })}
                inherit
              >
                {withProject
                  ? t("single.inProjectList", { project: project.title, list: list.title })
                  : t("single.inList", { list: list.title })}
              </Anchor>
            </Text>
          )}
          <TaskDescription task={task} onEditingChange={onEditingChange} />
          {taskSections.map(({ key, Section }) => (
            <Section key={key} task={task} project={project} />
          ))}
          {files.length > 0 && (
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t("single.attachments")}
              </Title>
              <AttachmentList files={files} />
            </Stack>
          )}
          <CommentThread
            projectId={project.id}
            commentableType="task"
            commentableId={task.id}
            onChanged={() => void onCommentsChanged()}
          />
          <TaskActivity task={task} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
        <TaskSidePanel task={task} project={project} onDeleted={onDeleted} />
      </Grid.Col>
    </Grid>
  );
}

import { Anchor, Box, Checkbox, Group, Stack, Text } from "@mantine/core";
import { IconMessage } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Project } from "../../../api/types";
import { DueDate } from "../../../components/DueDate";
import { PrivacyLock } from "../../../components/PrivacyLock";
import { UserAvatarGroup } from "../../../components/UserAvatarGroup";
import { LabelChips } from "../../labels/components/LabelChip";
import { can } from "../../projects/useProject";
import { useRemoveTask, useToggleTask, useUpdateTask } from "../hooks";
import type { TaskSummary } from "../types";
import { TaskForm } from "./TaskForm";
import { TaskMenu } from "./TaskMenu";

type Props = { task: TaskSummary; project: Project; href: string; dragHandle?: ReactNode };

/** One task in a list: drag handle, completion checkbox, title link, lock, dates, people and actions. */
export function TaskRow({ task, project, href, dragHandle }: Props) {
  const { t } = useTranslation("tasks");
  const toggle = useToggleTask(project.id);
  const remove = useRemoveTask(project.id);
  const [editing, setEditing] = useState(false);
  const done = task.status === 1;
  if (editing) return <TaskRowEditor task={task} project={project} onDone={() => setEditing(false)} />;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" py={6} data-testid="task-row" data-task-id={task.id}>
      {dragHandle}
      <Checkbox
        mt={4}
        checked={done}
        disabled={!task.meta.can_complete}
        aria-label={done ? t("row.reopen", { title: task.title }) : t("row.complete", { title: task.title })}
        onChange={(e) => toggle.mutate({ task, status: e.currentTarget.checked ? 1 : 0 })}
      />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap" miw={0}>
          <Anchor
            component={Link}
            to={href}
            c={done ? "dimmed" : "var(--mantine-color-text)"}
            td={done ? "line-through" : undefined}
            fw={500}
            style={{ overflowWrap: "anywhere" }}
          >
            {task.title}
          </Anchor>
          {task.meta.privacy && <PrivacyLock />}
        </Group>
        <LabelChips labels={task.labels?.data} />
        <TaskFacts task={task} />
      </Stack>
      <TaskMenu task={task} onEdit={() => setEditing(true)} onDelete={() => remove.mutateAsync(task)} />
    </Group>
  );
}

/** The row turned into its edit form; its save hook exists only while it is open. */
function TaskRowEditor({ task, project, onDone }: { task: TaskSummary; project: Project; onDone: () => void }) {
  const update = useUpdateTask(project.id);
  return (
    <Box py="xs">
      <TaskForm
        task={task}
        members={project.assignees?.data ?? []}
        withPrivacy={can(project, "view_private_task")}
        pending={update.isPending}
        error={update.error}
        onSubmit={async (draft) => {
          await update.mutateAsync({ id: task.id, changes: draft });
          onDone();
        }}
        onCancel={onDone}
      />
    </Box>
  );
}

/** The second line of a row: dates, people and the comment count; nothing when there is none of them. */
function TaskFacts({ task }: { task: TaskSummary }) {
  const { t } = useTranslation("tasks");
  const people = task.assignees.data;
  const comments = task.meta.total_comment;
  if (!task.start_at && !task.due_date && people.length === 0 && comments === 0) return null;
  return (
    <Group gap="md" style={{ rowGap: 4 }}>
      <DueDate start={task.start_at} due={task.due_date} done={task.status === 1} />
      {comments > 0 && (
        <Group gap={4} c="dimmed" wrap="nowrap">
          <IconMessage size={16} aria-hidden />
          <Text size="sm" c="inherit">
            {t("row.comments", { count: comments })}
          </Text>
        </Group>
      )}
      {people.length > 0 && <UserAvatarGroup users={people} max={4} />}
    </Group>
  );
}

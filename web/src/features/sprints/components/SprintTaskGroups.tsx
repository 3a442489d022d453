import { Card, Stack, Title } from "@mantine/core";
import { IconListCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState";
import { useDeleteSprintTask, useRemoveSprintTask, useSprintTaskStatus } from "../hooks";
import type { Sprint, SprintTask } from "../types";
import { SprintTaskRow } from "./SprintTaskRow";

/** The server's order groups the tasks by project already; this keeps that order. */
function byProject(tasks: SprintTask[]) {
  const groups: { id: number; title: string; tasks: SprintTask[] }[] = [];
  for (const task of tasks) {
    const last = groups.at(-1);
    if (last?.id === task.project.data.id) last.tasks.push(task);
    else groups.push({ id: task.project.data.id, title: task.project.data.title, tasks: [task] });
  }
  return groups;
}

/** The sprint's tasks, one card per project. */
export function SprintTaskGroups({ sprint }: { sprint: Sprint }) {
  const { t } = useTranslation("sprints");
  const status = useSprintTaskStatus(sprint.id);
  const remove = useRemoveSprintTask(sprint.id);
  const del = useDeleteSprintTask();
  const tasks = sprint.tasks?.data ?? [];
  // "Add tasks" stands in the page's header, beside the sprint's other actions.
  if (tasks.length === 0) return <EmptyState message={t("tasks.empty")} icon={<IconListCheck size={24} />} />;
  return (
    <Stack gap="md">
      {byProject(tasks).map((g) => (
        <Card key={g.id} withBorder padding="sm" component="section" aria-labelledby={`sprint-project-${g.id}`}>
          <Title order={3} size="h5" id={`sprint-project-${g.id}`} mb="xs">
            {g.title}
          </Title>
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: "none" }}>
            {g.tasks.map((task) => (
              <SprintTaskRow
                key={task.id}
                task={task}
                onToggle={(x, s) => status.mutateAsync({ task: x, status: s })}
                onRemove={remove.mutateAsync}
                onDelete={del.mutateAsync}
              />
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

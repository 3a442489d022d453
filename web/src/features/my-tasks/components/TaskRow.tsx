import { Anchor, Group, Text } from "@mantine/core";
import { IconCalendarDue, IconCircleCheck } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { routeTo } from "../../../app/route-names";
import { formatDate, formatDateTime } from "../../../components/DateText";
import { LabelChips } from "../../labels/components/LabelChip";
import type { MyTaskRowPart } from "../extensions";
import type { MyTask } from "../types";

type Props = {
  task: MyTask;
  overdue?: boolean;
  /** The add-ons' parts whose modules are on (my-tasks/extensions.ts). */
  parts?: readonly MyTaskRowPart[];
};

/** One task: its title links to the task, with its project, the add-ons' parts and its due (or completion) date. */
export function TaskRow({ task, overdue = false, parts = [] }: Props) {
  const { t } = useTranslation("my-tasks");
  const project = task.project?.data;
  const done = task.status === 1;
  const when = done
    ? t("completedOn", { date: formatDateTime(task.completed_at, { time: false }) })
    : task.due_date
      ? t("due", { date: formatDate(task.due_date) })
      : t("noDue");
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" px="sm" py="xs" data-testid="my-task">
      <div style={{ minWidth: 0, flex: "1 1 240px" }}>
        <Anchor
          component={Link}
          to={routeTo("lists_single_task", { project_id: task.project_id, task_id: task.id })}
          fw={500}
          size="sm"
          td={done ? "line-through" : undefined}
          style={{ overflowWrap: "anywhere" }}
        >
          {task.title}
        </Anchor>
        <LabelChips labels={task.labels?.data} />
        {project && (
          <Text size="xs" c="dimmed" truncate>
            <Anchor component={Link} to={routeTo("pm_overview", { project_id: project.id })} c="dimmed" inherit>
              {project.title}
            </Anchor>
            {task.task_list?.data ? ` · ${task.task_list.data.title}` : ""}
          </Text>
        )}
      </div>
      <Group gap="sm" wrap="nowrap">
        {parts.map(({ key, Part }) => (
          <Part key={key} task={task} />
        ))}
        <Group gap={4} wrap="nowrap" c={overdue ? "red.8" : "dimmed"}>
          {done ? <IconCircleCheck size={16} aria-hidden /> : <IconCalendarDue size={16} aria-hidden />}
          <Text size="sm" c={overdue ? "red.8" : "dimmed"} fw={overdue ? 600 : undefined}>
            {when}
          </Text>
        </Group>
      </Group>
    </Group>
  );
}

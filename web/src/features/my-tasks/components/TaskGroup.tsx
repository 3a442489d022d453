import { Badge, Group, Paper, Skeleton, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useDisabledModules } from "../../../api/modules";
import { formatNumber } from "../../../components/DateText";
import { EmptyState } from "../../../components/EmptyState";
import { myTaskRowParts } from "../extensions";
import type { MyTask } from "../types";
import classes from "./TaskGroup.module.css";
import { TaskRow } from "./TaskRow";

type Props = {
  id: string;
  title: string;
  color: string;
  tasks: MyTask[] | undefined;
  empty: string;
  /** The empty group's icon. */
  emptyIcon: ReactNode;
  overdue?: boolean;
  total?: number;
  footer?: ReactNode;
};

/** A titled group of tasks with its count, a skeleton while loading and a line when empty. */
export function TaskGroup({ id, title, color, tasks, empty, emptyIcon, overdue, total, footer }: Props) {
  const headingId = `my-tasks-${id}`;
  const disabled = useDisabledModules();
  const parts = myTaskRowParts.filter((part) => !disabled.has(part.module));
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId} data-testid={`group-${id}`}>
      <Group gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {tasks && (
          <Badge variant="light" color={color} aria-hidden>
            {formatNumber(total ?? tasks.length)}
          </Badge>
        )}
      </Group>
      {!tasks ? (
        <Skeleton height={52} />
      ) : tasks.length === 0 ? (
        <EmptyState message={empty} icon={emptyIcon} compact testId={`group-${id}-empty`} />
      ) : (
        <Paper withBorder p={0}>
          <ul className={classes.list}>
            {tasks.map((task) => (
              <TaskRow key={task.id} task={task} overdue={overdue} parts={parts} />
            ))}
          </ul>
        </Paper>
      )}
      {footer}
    </Stack>
  );
}

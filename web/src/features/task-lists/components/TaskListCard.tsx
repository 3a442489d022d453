import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { lazy, type ReactNode, startTransition, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PrivacyLock } from "../../../components/PrivacyLock";
import { RichTextView } from "../../../components/RichText/RichTextView";
import type { TaskList } from "../../tasks/list-types";
import { AddTask } from "./AddTask";
import { useBoard } from "./BoardContext";
import { CompletedTasks } from "./CompletedTasks";
import { ListMenu } from "./ListMenu";
import { OpenTasks } from "./OpenTasks";

/** The list form (with its rich-text editor) loads the first time a list is edited or created. */
export const LazyListForm = lazy(() => import("./ListForm").then((m) => ({ default: m.ListForm })));

type Props = {
  list: TaskList;
  dragHandle?: ReactNode;
  single?: boolean;
  /** While the board is still rendering this list: how many open tasks to show so far (the rest comes next). */
  rowLimit?: number;
};

/** One list: its header and actions, description, open tasks, the add form and the folded completed tasks. */
export function TaskListCard({ list, dragHandle, single = false, rowLimit }: Props) {
  const { t } = useTranslation("task-lists");
  const board = useBoard();
  const [editing, setEditing] = useState(false);
  const done = list.meta.total_complete_tasks;
  const total = done + list.meta.total_incomplete_tasks;
  const titleId = `list-title-${list.id}`;
  return (
    <Paper
      withBorder
      p={{ base: "sm", sm: "md" }}
      component="section"
      aria-labelledby={titleId}
      data-testid="task-list"
      // Lists below the fold skip layout and paint until scrolled near: a large board opens fast.
      style={single ? undefined : { contentVisibility: "auto", containIntrinsicSize: "auto 480px" }}
    >
      <Stack gap="sm">
        {editing ? (
          <LazyListForm project={board.project} list={list} onDone={() => setEditing(false)} />
        ) : (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {dragHandle}
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              <Group gap={6} wrap="nowrap" miw={0}>
                <Title order={single ? 2 : 3} size="h4" id={titleId} style={{ overflowWrap: "anywhere" }}>
                  {single ? (
                    list.title
                  ) : (
                    <Anchor component={Link} to={board.listHref(list.id)} inherit c="var(--mantine-color-text)">
                      {list.title}
                    </Anchor>
                  )}
                </Title>
                {list.meta.privacy && <PrivacyLock />}
                {list.status === 0 && (
                  <Badge variant="light" color="gray" style={{ flex: "none" }}>
                    {t("list.archivedBadge")}
                  </Badge>
                )}
              </Group>
              {total > 0 && (
                <Text size="sm" c="dimmed">
                  {t("list.counts", { done, total })}
                </Text>
              )}
            </Stack>
            <ListMenu
              list={list}
              // In a transition, the header stays until the form's chunk has loaded.
              onEdit={() => startTransition(() => setEditing(true))}
              leaveAfterDelete={single}
            />
          </Group>
        )}
        {!editing && list.description && <RichTextView html={list.description} projectId={board.project.id} />}
        <OpenTasks list={list} rowLimit={rowLimit} />
        {rowLimit === undefined && (
          <>
            <AddTask list={list} />
            <CompletedTasks list={list} defaultOpen={single} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

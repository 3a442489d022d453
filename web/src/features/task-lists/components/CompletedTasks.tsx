import { Button, Collapse, Loader, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { TaskRow } from "../../tasks/components/TaskRow";
import type { TaskList } from "../../tasks/list-types";
import { useLoadMoreTasks } from "../queries";
import { useBoard } from "./BoardContext";
import { LoadMoreTasks } from "./LoadMoreTasks";

/** A list's completed tasks, folded away until asked for. */
export function CompletedTasks({ list, defaultOpen = false }: { list: TaskList; defaultOpen?: boolean }) {
  const { t } = useTranslation("task-lists");
  const board = useBoard();
  const [opened, { toggle }] = useDisclosure(defaultOpen);
  const count = list.meta.total_complete_tasks;
  const firstPage = useLoadMoreTasks(board.project.id, list, "complete");
  // Boards fetch only open tasks; the completed ones arrive the first time the section unfolds.
  const needsFirstPage = opened && count > 0 && !firstPage.loaded && !firstPage.pending;
  useEffect(() => {
    if (needsFirstPage) firstPage.loadMore();
  }, [needsFirstPage, firstPage.loadMore]);
  // Completed rows line up with the open rows, which may have drag handles.
  const alignHandles = board.dnd && (list.incomplete_tasks?.data ?? []).some((task) => task.meta.can_edit);
  if (count === 0) return null;
  const regionId = `completed-of-${list.id}`;
  return (
    <Stack gap={4}>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={regionId}
        leftSection={opened ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        style={{ alignSelf: "flex-start" }}
      >
        {t("list.completed", { count })}
      </Button>
      <Collapse expanded={opened} id={regionId}>
        {opened && (
          <Stack gap={0} data-testid="complete-tasks" aria-busy={!firstPage.loaded}>
            {!firstPage.loaded && <Loader size="sm" my="xs" aria-label={t("list.loadingCompleted")} />}
            {(list.complete_tasks?.data ?? []).map((task) => (
              <TaskRow key={task.id} task={task} shared={board.row} handle={alignHandles ? "space" : undefined} />
            ))}
            <LoadMoreTasks projectId={board.project.id} list={list} kind="complete" />
          </Stack>
        )}
      </Collapse>
    </Stack>
  );
}

import { Button, Group, Paper, Stack, Title, Tooltip } from "@mantine/core";
import { IconArchive, IconListDetails, IconPlus } from "@tabler/icons-react";
import { Suspense, startTransition, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, Outlet, useMatch } from "react-router";
import { can, useProject, useProjectId } from "../../../api/project";
import { routeTo } from "../../../app/route-names";
import { EmptyState } from "../../../components/EmptyState";
import { ListsBoard } from "../components/ListsBoard";
import { ListsSkeleton } from "../components/ListsSkeleton";
import { boardLinks } from "../components/links";
import { LazyListForm } from "../components/TaskListCard";
import { taskListsPageExtensions, useListsRedirect } from "../extensions";
import { useCurrentLists } from "../queries";

/** The project's current lists with their tasks; the single task opens over it (the Outlet). */
export default function TaskListsPage() {
  const { t } = useTranslation("task-lists");
  const projectId = useProjectId();
  const project = useProject(projectId).data;
  const query = useCurrentLists(projectId);
  const [creating, setCreating] = useState(false);
  const lists = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  const links = useMemo(() => boardLinks(projectId, "lists"), [projectId]);
  const atLists = useMatch("/projects/:projectId/task-lists") !== null;
  // A task opened in the lists (a search hit, a shared link) opens where the add-on sends the reader too.
  const taskId = useMatch("/projects/:projectId/task-lists/tasks/:taskId")?.params.taskId;
  // Whoever chose to see this project's tasks as the board gets the board (kept on the server, per person).
  const redirect = useListsRedirect(projectId, taskId);
  if (redirect && (atLists || taskId)) return <Navigate to={redirect} replace />;
  if (!project) return null;
  const canCreate = can(project, "create_list");
  const newButton = canCreate && !creating && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => startTransition(() => setCreating(true))}>
      {t("newList")}
    </Button>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {t("title")}
        </Title>
        <Group gap="sm">
          {taskListsPageExtensions.map(({ key, Tool }) => Tool && <Tool key={key} project={project} />)}
          {newButton}
          <Tooltip label={t("archiveTooltip")} withArrow>
            <Button
              component={Link}
              to={routeTo("task_lists_archive", { project_id: projectId })}
              variant="default"
              leftSection={<IconArchive size={16} />}
            >
              {t("archive")}
            </Button>
          </Tooltip>
        </Group>
      </Group>
      {creating && (
        <Paper withBorder p="md">
          <LazyListForm project={project} onDone={() => setCreating(false)} />
        </Paper>
      )}
      {query.isPending ? (
        <ListsSkeleton />
      ) : lists.length === 0 ? (
        <EmptyState message={t("empty")} icon={<IconListDetails size={24} />} />
      ) : (
        <ListsBoard project={project} lists={lists} dnd sortLists {...links} />
      )}
      {query.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          disabled={query.isFetchingNextPage}
          style={{ alignSelf: "center" }}
        >
          {t("loadMoreLists")}
        </Button>
      )}
      {/* The task modal loads on its own, without blanking the page behind it. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}

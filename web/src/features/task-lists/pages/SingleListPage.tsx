import { Alert, Anchor, Group, Stack } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useParams } from "react-router";
import { ApiError } from "../../../api/client";
import { useProject, useProjectId } from "../../../api/project";
import { routeTo } from "../../../app/route-names";
import { CommentThread } from "../../../components/comments/CommentThread";
import { ListsBoard } from "../components/ListsBoard";
import { ListsSkeleton } from "../components/ListsSkeleton";
import { boardLinks } from "../components/links";
import { useSingleList } from "../queries";

/** One list with all of its tasks and its comments; its tasks open over it. */
export default function SingleListPage() {
  const { t } = useTranslation("task-lists");
  const projectId = useProjectId();
  const listId = Number(useParams().listId);
  const project = useProject(projectId).data;
  const query = useSingleList(projectId, listId);
  const links = useMemo(() => boardLinks(projectId, { listId }), [projectId, listId]);
  const back = (
    <Anchor component={Link} to={routeTo("task_lists", { project_id: projectId })} size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t("single.backToLists")}
      </Group>
    </Anchor>
  );
  if (!project) return null;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Stack gap="md">
        {back}
        <Alert color={missing ? "gray" : "red"} title={missing ? t("single.notFound") : t("common:error")} />
      </Stack>
    );
  }
  const list = query.data?.data;
  return (
    <Stack gap="lg">
      {back}
      {!list ? (
        <ListsSkeleton />
      ) : (
        <>
          <ListsBoard project={project} lists={[list]} dnd={list.status === 1} single {...links} />
          <CommentThread projectId={projectId} commentableType="task_list" commentableId={list.id} />
        </>
      )}
      {/* The task modal loads on its own, without blanking the page behind it. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}

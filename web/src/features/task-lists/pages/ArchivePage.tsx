import { Button, Group, Pagination, Stack, Title, Tooltip } from "@mantine/core";
import { IconArchive, IconArrowLeft } from "@tabler/icons-react";
import { Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet, useNavigate, useParams } from "react-router";
import { useProject, useProjectId } from "../../../api/project";
import { routeTo } from "../../../app/route-names";
import { EmptyState } from "../../../components/EmptyState";
import { ListsBoard } from "../components/ListsBoard";
import { ListsSkeleton } from "../components/ListsSkeleton";
import { boardLinks } from "../components/links";
import { useArchivedLists } from "../queries";

/** Archived lists (status 0) in the normal list view, a page at a time, each with Restore in its menu. */
export default function ArchivePage() {
  const { t } = useTranslation("task-lists");
  const projectId = useProjectId();
  const project = useProject(projectId).data;
  const navigate = useNavigate();
  const page = Math.max(1, Number(useParams().current_page_number ?? 1) || 1);
  const query = useArchivedLists(projectId, page);
  const links = useMemo(() => boardLinks(projectId, "archive"), [projectId]);
  if (!project) return null;
  const lists = query.data?.data ?? [];
  const pages = query.data?.meta.pagination.total_pages ?? 1;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <Tooltip label={t("backTooltip")} withArrow>
          <Button
            component={Link}
            to={routeTo("task_lists", { project_id: projectId })}
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            {t("back")}
          </Button>
        </Tooltip>
        <Title order={2} size="h3">
          {t("archivedTitle")}
        </Title>
      </Group>
      {query.isPending ? (
        <ListsSkeleton />
      ) : lists.length === 0 ? (
        <EmptyState message={t("emptyArchive")} icon={<IconArchive size={24} />} />
      ) : (
        <ListsBoard project={project} lists={lists} dnd={false} {...links} />
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={(p) =>
            void navigate(routeTo("task_lists_archive_pagination", { project_id: projectId, current_page_number: p }))
          }
          style={{ alignSelf: "center" }}
        />
      )}
      {/* The task modal loads on its own, without blanking the page behind it. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}

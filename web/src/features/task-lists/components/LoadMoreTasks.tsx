import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TaskKind, TaskList } from "../../tasks/list-types";
import { sectionKey } from "../../tasks/lists-cache";
import { useLoadMoreTasks } from "../queries";

/** The per-list "load more": the next server page of this kind of task. */
export function LoadMoreTasks({ projectId, list, kind }: { projectId: number; list: TaskList; kind: TaskKind }) {
  const { t } = useTranslation("task-lists");
  const { hasMore, pending, loadMore } = useLoadMoreTasks(projectId, list, kind);
  if (!hasMore) return null;
  const page = list[sectionKey(kind)];
  const left = (page?.meta.pagination.total ?? 0) - (page?.data.length ?? 0);
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={loadMore}
      loading={pending}
      disabled={pending}
      style={{ alignSelf: "flex-start" }}
    >
      {t("list.loadMore", { left })}
    </Button>
  );
}

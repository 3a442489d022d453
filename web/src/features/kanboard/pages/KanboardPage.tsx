import { MODULE } from "@cairn/shared/modules";
import { Group, Skeleton, Stack, Title } from "@mantine/core";
import { IconLayoutKanban } from "@tabler/icons-react";
import { Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { useDisabledModules } from "../../../api/modules";
import { useProject, useProjectId } from "../../../api/project";
import { routeTo } from "../../../app/route-names";
import { EmptyState } from "../../../components/EmptyState";
import { useCardFields } from "../../custom-fields/shown-fields";
import { useOpenLink, useToday } from "../../task-lists/components/useRowShared";
import { AddColumn } from "../components/AddColumn";
import { KanboardBoard, useCardTexts } from "../components/KanboardBoard";
import type { CardShared } from "../components/KanboardCard";
import { ViewSwitch } from "../components/ViewSwitch";
import { useBoard } from "../hooks";

/** kanboard: the project's board; a card's task opens over it (kanboard_single_task, the Outlet). */
export default function KanboardPage() {
  const { t } = useTranslation("kanboard");
  const projectId = useProjectId();
  const project = useProject(projectId).data;
  const board = useBoard(projectId);
  const texts = useCardTexts();
  const today = useToday();
  const open = useOpenLink();
  const subTasks = !useDisabledModules().has(MODULE.subTasks);
  const fields = useCardFields(project);
  const cardShared = useMemo<CardShared>(
    () => ({
      href: (taskId: number) => routeTo("kanboard_single_task", { project_id: projectId, task_id: taskId }),
      open,
      today,
      subTasks,
      fields,
      texts,
    }),
    [projectId, open, today, subTasks, fields, texts],
  );
  if (!project) return null;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {t("title")}
        </Title>
        <Group gap="sm">
          <ViewSwitch projectId={projectId} current="kanboard" />
          {project.meta.can_edit && <AddColumn projectId={projectId} />}
        </Group>
      </Group>
      {board.isPending ? (
        <Group gap="md" wrap="nowrap" aria-label={t("loading")} aria-busy>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={240} width={288} radius="md" />
          ))}
        </Group>
      ) : (board.data ?? []).length === 0 ? (
        <EmptyState message={t("empty")} icon={<IconLayoutKanban size={24} />} />
      ) : (
        <KanboardBoard project={project} board={board.data ?? []} cardShared={cardShared} />
      )}
      {/* The task modal loads on its own, without blanking the board behind it. */}
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}

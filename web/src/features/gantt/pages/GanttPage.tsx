import { Button, Group, SegmentedControl, Skeleton, Stack, Switch, Title } from "@mantine/core";
import { IconChartDots3 } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { can, useProject, useProjectId } from "../../../api/project";
import { EmptyState } from "../../../components/EmptyState";
import { toastSuccess } from "../../../components/toasts";
import { useToday } from "../../task-lists/components/useRowShared";
import { chartRows } from "../chart-data";
import { GanttChart } from "../components/GanttChart";
import { LinkDialog } from "../components/LinkDialog";
import { ListDialog } from "../components/ListDialog";
import { TaskDialog } from "../components/TaskDialog";
import { TaskPicker } from "../components/TaskPicker";
import { ZOOMS, type Zoom } from "../components/zoom";
import { useGanttChart, useGanttWrites } from "../hooks";

type Dialog =
  | { kind: "task"; id: number | null }
  | { kind: "pick" }
  | { kind: "list" }
  | { kind: "link"; from: number | null }
  | null;

/** gantt: the project's lists and tasks on a timeline (issue 20), with the forms that add and edit them. */
export default function GanttPage() {
  const { t } = useTranslation("gantt");
  const projectId = useProjectId();
  const project = useProject(projectId).data;
  const chart = useGanttChart(projectId);
  const writes = useGanttWrites(projectId);
  const today = useToday();
  const [zoom, setZoom] = useState<Zoom>("day");
  const [selected, setSelected] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const data = useMemo(() => (chart.data ? chartRows(chart.data, today) : null), [chart.data, today]);
  if (!project) return null;
  const anyEditable = chart.data?.tasks.some((x) => x.meta.can_edit) ?? false;

  const onMove = async (id: number, days: { start_at: string; due_date: string }) => {
    const res = await writes.saveTask.mutateAsync({ id, ...days }).catch(() => undefined);
    const moved = res?.gantt_moved?.data.length ?? 0;
    if (moved > 0) toastSuccess(t("moved", { count: moved }));
    return res !== undefined;
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3">
          {t("title")}
        </Title>
        <Group gap="sm">
          <SegmentedControl
            aria-label={t("zoom.label")}
            value={zoom}
            onChange={(v) => setZoom(v as Zoom)}
            data={ZOOMS.map((z) => ({ value: z, label: t(`zoom.${z}`) }))}
            data-testid="gantt-zoom"
          />
          {project.meta.can_edit && chart.data && (
            <Switch
              label={t("autoSchedule.label")}
              description={t("autoSchedule.description")}
              checked={chart.data.auto_schedule}
              onChange={(e) => writes.setAutoSchedule.mutate(e.currentTarget.checked)}
              disabled={writes.setAutoSchedule.isPending}
              data-testid="gantt-auto-schedule"
            />
          )}
        </Group>
      </Group>
      <Group gap="sm">
        {can(project, "create_list") && (
          <Button variant="default" onClick={() => setDialog({ kind: "list" })}>
            {t("actions.addList")}
          </Button>
        )}
        {can(project, "create_task") && (chart.data?.lists.length ?? 0) > 0 && (
          <Button variant="default" onClick={() => setDialog({ kind: "task", id: null })}>
            {t("actions.addTask")}
          </Button>
        )}
        {anyEditable && (
          <Button variant="default" onClick={() => setDialog({ kind: "link", from: selected })}>
            {t("actions.addLink")}
          </Button>
        )}
        <Button
          variant="default"
          disabled={(chart.data?.tasks.length ?? 0) === 0}
          onClick={() => setDialog(selected === null ? { kind: "pick" } : { kind: "task", id: selected })}
        >
          {t("actions.edit")}
        </Button>
      </Group>
      {chart.isPending || !data || !chart.data ? (
        <Skeleton height={420} radius="md" aria-label={t("loading")} />
      ) : chart.data.lists.length === 0 ? (
        <EmptyState message={t("empty")} icon={<IconChartDots3 size={24} />} />
      ) : (
        <GanttChart
          rows={data.rows}
          links={data.links}
          zoom={zoom}
          readonly={!anyEditable}
          onMove={onMove}
          onLink={(source, target, type) => writes.addLink.mutate({ source, target, type: type as 0 | 1 | 2 | 3 })}
          onUnlink={(id) => writes.removeLink.mutate(id)}
          onOpen={(id) => setDialog({ kind: "task", id })}
          onSelect={setSelected}
        />
      )}
      {dialog?.kind === "task" && chart.data && (
        <TaskDialog chart={chart.data} taskId={dialog.id} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === "pick" && chart.data && (
        <TaskPicker
          chart={chart.data}
          onPick={(id) => setDialog({ kind: "task", id })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "list" && <ListDialog projectId={projectId} onClose={() => setDialog(null)} />}
      {dialog?.kind === "link" && chart.data && (
        <LinkDialog chart={chart.data} from={dialog.from} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}

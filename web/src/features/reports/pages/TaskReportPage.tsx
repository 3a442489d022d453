import { formatMinutes } from "@cairn/shared/report-format";
import { Anchor, Avatar, Badge, Group, Stack, Text } from "@mantine/core";
import { IconReportSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../components/DateText";
import { EmptyState } from "../../../components/EmptyState";
import { ExportMenu } from "../components/ExportMenu";
import { useFilterModal } from "../components/FilterModal";
import { ReportShell } from "../components/ReportShell";
import { ReportTable } from "../components/ReportTable";
import { reportQuery, type TaskRow, useTaskReport } from "../hooks";
import type { ReportKind } from "../kinds";
import { useReportUrl } from "../useReportUrl";
import { filterErrors } from "../validation";

/** A day as every page writes it ("Dec 1, 2026"), or a dash. */
const dash = (d: string | null | undefined) => formatDate(d) || "—";

/** One cell of a task row, by column name (kinds.ts). */
function Cell({ column, task }: { column: string; task: TaskRow }) {
  const { t } = useTranslation("reports");
  switch (column) {
    case "task":
      return (
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={`/projects/${task.project_id}/task-lists/tasks/${task.id}`} size="sm">
            {task.title}
          </Anchor>
          {task.task_list?.data.status === 0 && (
            <Badge size="xs" variant="light" color="gray" data-testid="report-archived">
              {t("archived")}
            </Badge>
          )}
        </Group>
      );
    case "project":
      return (
        <Stack gap={0}>
          <Anchor component={Link} to={`/projects/${task.project_id}/task-lists`} size="sm">
            {task.project?.data.title ?? `#${task.project_id}`}
          </Anchor>
          {task.task_list && (
            <Text size="xs" c="dimmed">
              {task.task_list.data.title}
            </Text>
          )}
        </Stack>
      );
    case "dueDate":
      return dash(task.due_date?.date);
    case "createdAt":
      return dash(task.created_at?.date);
    case "createdBy":
      return task.creator?.data?.display_name ?? "—";
    case "completedAt":
      return dash(task.completed_at?.date);
    case "completedBy":
      return task.completer?.data ? (
        <Group gap={6} wrap="nowrap">
          <Avatar size={24} name={task.completer.data.display_name} color="initials" />
          {task.completer.data.display_name}
        </Group>
      ) : (
        "—"
      );
    case "assignees":
      return task.assignees.data.map((u) => u.display_name).join(", ") || "—";
    case "status":
      return t(`status.${task.status}`);
    case "estimation":
      return formatMinutes(task.estimation);
    case "dateRange":
      return `${dash(task.start_at?.date)} – ${dash(task.due_date?.date)}`;
    default:
      return null;
  }
}

/** A task report screen of spec 001's table (overdue, completed, unassigned, milestone, user, project). */
export default function TaskReportPage({ kind }: { kind: ReportKind }) {
  const { t } = useTranslation("reports");
  const url = useReportUrl(kind);
  const filter = useFilterModal(kind, url);
  // A report needing a choice (milestone, project) first asks for it; the others run with the default range.
  const runnable = Object.keys(filterErrors(kind, url.filters)).length === 0;
  const report = useTaskReport(kind, url.filters, url.page, runnable);
  const meta = report.data?.meta.report;
  const total = report.data?.meta.pagination.total ?? 0;
  // Estimation means something for one person's tasks; the project column is for reports over every project.
  const columns = kind.columns.filter(
    (c) => (c !== "estimation" || url.filters.user_id) && (c !== "project" || !url.filters.project_id),
  );
  const query = { ...reportQuery(kind, url.filters, 1), report: undefined, page: undefined, user_id: undefined };
  const exportMenu = kind.exportAs && (
    <ExportMenu
      targets={["csv", "pdf"].map((format) => ({
        label: t(format === "csv" ? "exportCsv" : "exportPdf"),
        path: `pm-pro/v2/users/${url.filters.user_id ?? 0}/advance-report/${kind.exportAs}/${format}`,
        query,
      }))}
    />
  );
  const cards = [
    { label: t("cards.project"), value: meta?.project?.title ?? t("cards.all") },
    kind.fields.includes("milestone")
      ? { label: t("cards.milestone"), value: meta?.milestone?.title ?? "—" }
      : { label: t("cards.user"), value: meta?.user?.display_name ?? t("cards.all") },
    { label: t(kind.api === "user" ? "cards.totalResult" : "cards.total"), value: total },
    ...(kind.api === "user"
      ? [{ label: t("cards.totalEstimation"), value: formatMinutes(meta?.total_estimation ?? 0) }]
      : []),
  ];
  return (
    <>
      <ReportShell
        title={t(`kinds.${kind.title}`)}
        range={{ start: url.filters.start_date, end: url.filters.due_date }}
        fetched={report.isFetched || !runnable}
        loading={runnable && report.isPending}
        onFilter={filter.openFilter}
        exportMenu={runnable ? exportMenu : undefined}
        cards={cards}
        page={url.page}
        totalPages={report.data?.meta.pagination.total_pages ?? 0}
        onPage={url.setPage}
      >
        {!runnable || total === 0 ? (
          <EmptyState message={t("noData")} icon={<IconReportSearch size={24} />} testId="report-empty" />
        ) : (
          <ReportTable
            columns={columns}
            rows={report.data?.data ?? []}
            cell={(c, task) => <Cell column={c} task={task} />}
            minWidth={columns.length > 5 ? 760 : 560}
            highlightOnHover
            data-testid="report-table"
          />
        )}
        {kind.api === "user" &&
          meta?.projects.map((p) => (
            <Text key={p.id} size="sm" c="dimmed">
              {p.title}:{" "}
              {t("totals", { total: formatMinutes(p.total_estimation), done: formatMinutes(p.complete_estimation) })}
            </Text>
          ))}
      </ReportShell>
      {filter.modal}
    </>
  );
}

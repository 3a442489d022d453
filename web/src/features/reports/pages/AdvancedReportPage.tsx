import { type AdvanceReport, MODULE } from "@cairn/shared";
import { formatMinutes, formatTrackedTime } from "@cairn/shared/report-format";
import { Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconDownload, IconReportSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { get } from "../../../api/client";
import { useDisabledModules } from "../../../api/modules";
import { formatDate } from "../../../components/DateText";
import { EmptyState } from "../../../components/EmptyState";
import { PagePagination } from "../../../components/PagePagination";
import { toastError } from "../../../components/toasts";
import { ADVANCE_KEYS, filtersOf, rowsOf } from "../advance-filters";
import { AdvanceProjectCard, type AdvanceTask } from "../components/AdvanceProjectCard";
import { FilterRows } from "../components/FilterRows";
import { downloadExport, formatBytes } from "../download";

/** The advanced report (spec 001): dynamic filter rows, results by project then list, and its CSV. */
export default function AdvancedReportPage() {
  const { t } = useTranslation("reports");
  const [params, setParams] = useSearchParams();
  const [rows, setRows] = useState(() => rowsOf(params.get("filters")));
  const [bytes, setBytes] = useState<number | null>(null);
  const applied = params.get("filters");
  const page = Math.max(1, Number(params.get("page")) || 1);
  // Fields are the custom fields module's: switched off, their filter type is not on offer.
  const fieldsOff = useDisabledModules().has(MODULE.customFields);
  const keys = fieldsOff ? ADVANCE_KEYS.filter((k) => k !== "custom_field") : ADVANCE_KEYS;
  const filters = filtersOf(rows, keys);
  const ready = filters.length > 0;
  const report = useQuery({
    queryKey: ["reports", "advance", applied, page],
    queryFn: ({ signal }) => get<AdvanceReport>("pm-pro/v2/advance-report", { filters: applied ?? "[]", page }, signal),
    enabled: applied !== null,
    placeholderData: keepPreviousData,
  });
  const generate = () => setParams({ filters: JSON.stringify(filters) });
  const exportCsv = async () => {
    setBytes(0);
    try {
      await downloadExport("pm-pro/v2/advance-report", { filters: JSON.stringify(filters), csv: 1 }, setBytes);
    } catch (err) {
      toastError(err);
    } finally {
      setBytes(null);
    }
  };
  const byUser = filters.some((f) => f.key === "assigned");
  const tracked = report.data?.meta.time_tracker ?? false;
  const columns = [
    "task",
    ...(byUser ? [] : ["assignees"]),
    "assignedDate",
    "dueDate",
    ...(tracked ? ["trackedTime"] : []),
    ...(byUser ? ["estimation"] : []),
    "status",
  ];
  const cell = (c: string, task: AdvanceTask) =>
    ({
      task: task.title,
      assignees: task.assignees.map((u) => u.display_name).join(", ") || "—",
      assignedDate: formatDate(task.start_at) || "—",
      dueDate: formatDate(task.due_date) || "—",
      trackedTime: formatTrackedTime(task.tracked_seconds ?? 0),
      estimation: formatMinutes(task.estimation),
      status: t(`status.${task.status}`),
    })[c];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t("kinds.advanced")}
        </Title>
        <Button component={Link} to="/reports" variant="default" leftSection={<IconArrowLeft size={16} />}>
          {t("back")}
        </Button>
      </Group>
      <Card withBorder>
        <FilterRows rows={rows} onChange={setRows} keys={keys} />
        <Group mt="md" gap="sm">
          <Button disabled={!ready} onClick={generate}>
            {t("advanced.generate")}
          </Button>
          <Button
            variant="default"
            disabled={!ready || bytes !== null}
            leftSection={<IconDownload size={16} />}
            onClick={() => void exportCsv()}
          >
            {t("exportCsv")}
          </Button>
          {(report.isFetching || bytes !== null) && <Loader size="sm" />}
          {bytes !== null && (
            <Text size="xs" data-testid="export-progress">
              {t("downloading", { size: formatBytes(bytes) })}
            </Text>
          )}
        </Group>
      </Card>
      {report.data && (
        <Text size="sm" c="dimmed">
          {t("advanced.projects", {
            count: report.data.meta.totals.total_projects,
            tasks: report.data.meta.totals.total_tasks,
          })}
        </Text>
      )}
      {report.data && report.data.data.length === 0 && (
        <EmptyState message={t("noData")} icon={<IconReportSearch size={24} />} testId="report-empty" />
      )}
      {report.data?.data.map((project) => (
        <AdvanceProjectCard
          key={`${applied}:${page}:${project.id}`}
          project={project}
          filters={applied ?? "[]"}
          columns={columns}
          cell={cell}
        />
      ))}
      <PagePagination
        total={report.data?.meta.pagination.total_pages ?? 0}
        value={page}
        onChange={(n) => setParams({ filters: applied ?? "[]", page: String(n) })}
      />
    </Stack>
  );
}

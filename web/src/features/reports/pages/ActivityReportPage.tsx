import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { IconReportSearch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { dayOfMoment, formatDayParts, formatTime } from "../../../components/DateText";
import { EmptyState } from "../../../components/EmptyState";
import { activityText } from "../../../i18n/activity";
import { ExportMenu } from "../components/ExportMenu";
import { useFilterModal } from "../components/FilterModal";
import { ReportShell } from "../components/ReportShell";
import { type ActivityRow, useActivityReport } from "../hooks";
import { kindByPath } from "../kinds";
import { useReportUrl } from "../useReportUrl";
import { filterErrors } from "../validation";

const KIND = kindByPath("user-activities") as NonNullable<ReturnType<typeof kindByPath>>;

/** Rows by the reader's day, in order (spec: "grouped by day (day number and month name)"). */
function byDay(rows: ActivityRow[]) {
  const days = new Map<string, ActivityRow[]>();
  for (const row of rows) {
    const key = dayOfMoment(row.committed_at) ?? "";
    days.set(key, [...(days.get(key) ?? []), row]);
  }
  return [...days];
}

/** The user activities report: one person's (or, in the file, everyone's) activity in a range. */
export default function ActivityReportPage() {
  const { t } = useTranslation("reports");
  const url = useReportUrl(KIND);
  const filter = useFilterModal(KIND, url, !url.filters.user_id);
  const runnable = Object.keys(filterErrors(KIND, url.filters)).length === 0;
  const report = useActivityReport(url.filters, url.page, runnable);
  const meta = report.data?.meta.report;
  const query = {
    start_date: url.filters.start_date,
    due_date: url.filters.due_date,
    project_id: url.filters.project_id,
  };
  return (
    <>
      <ReportShell
        title={t("kinds.activities")}
        range={{ start: url.filters.start_date, end: url.filters.due_date }}
        fetched={report.isFetched || !runnable}
        loading={runnable && report.isPending}
        onFilter={filter.openFilter}
        exportMenu={
          runnable && (
            <ExportMenu
              targets={["csv", "pdf"].map((format) => ({
                label: t(format === "csv" ? "exportCsv" : "exportPdf"),
                path: `pm-pro/v2/users/${url.filters.user_id}/advance-report/user-activities/${format}`,
                query,
              }))}
            />
          )
        }
        cards={[
          { label: t("cards.user"), value: meta?.user?.display_name ?? "—" },
          { label: t("cards.project"), value: meta?.project?.title ?? t("cards.all") },
          { label: t("cards.activities"), value: meta?.total_activities ?? 0 },
        ]}
        page={url.page}
        totalPages={report.data?.meta.pagination.total_pages ?? 0}
        onPage={url.setPage}
      >
        {!runnable || (report.data?.data.length ?? 0) === 0 ? (
          <EmptyState message={t("noData")} icon={<IconReportSearch size={24} />} testId="report-empty" />
        ) : (
          <Stack gap="md">
            {byDay(report.data?.data ?? []).map(([day, rows]) => (
              <Group key={day} align="flex-start" wrap="nowrap" gap="md">
                <Stack gap={0} align="center" w={56}>
                  <Text fw={700} size="xl">
                    {formatDayParts(day, { day: "2-digit" })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDayParts(day, { month: "long" })}
                  </Text>
                </Stack>
                <Stack gap={6} style={{ flex: 1 }}>
                  {rows.map((a) => (
                    <Group key={a.id} justify="space-between" wrap="nowrap">
                      <Text size="sm">
                        {a.project?.data && (
                          <Anchor component={Link} to={`/projects/${a.project.data.id}/overview`} mr={6}>
                            {a.project.data.title}
                          </Anchor>
                        )}
                        {activityText(a)}
                      </Text>
                      <Badge variant="light" color="gray">
                        {formatTime(a.committed_at)}
                      </Badge>
                    </Group>
                  ))}
                </Stack>
              </Group>
            ))}
          </Stack>
        )}
      </ReportShell>
      {filter.modal}
    </>
  );
}

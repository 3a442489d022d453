import { todayIn } from "@cairn/shared/time-zone";
import { Group, Loader, Stack, Title } from "@mantine/core";
import { IconReportAnalytics } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { useMe } from "../../../api/me";
import { EmptyState } from "../../../components/EmptyState";
import { useTaskStartField } from "../../general-settings/api";
import { MyTasksHeader } from "../../my-tasks/components/MyTasksHeader";
import { projectBars, typeBars } from "../chart-data";
import { ReportError } from "../components/ReportError";
import { ReportTables } from "../components/ReportTables";
import { ReportToolbar } from "../components/ReportToolbar";
import { SummaryCards } from "../components/SummaryCards";
import { usePersonalReport } from "../hooks";
import { readReportUrl, writeReportUrl } from "../range";

// The chart library loads with the first report drawn, never with the first screen.
const ReportCharts = lazy(() => import("../components/ReportCharts"));

const viewerZone = (profile: string | null | undefined) =>
  profile || Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/**
 * My Tasks → Reports (route `mytask-reports`): one person's completed work in a range. The person is in the path,
 * the range and the kind in the query, so a reload or a shared link shows the same report.
 */
export default function PersonalReportPage() {
  const { t } = useTranslation("personal-report");
  const me = useMe().data;
  const { userId } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const single = !useTaskStartField();
  const today = todayIn(viewerZone(me?.timezone), new Date());
  const state = readReportUrl(params, today, single);
  const subject = Number(userId);
  const report = usePersonalReport(subject, state.range, state.reportFor);
  const data = report.data;
  const person = data?.users.data[0];

  return (
    <Stack gap="md">
      <MyTasksHeader />
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {person ? t("title", { name: person.display_name }) : t("titleLoading")}
        </Title>
        {report.isFetching && !report.isPending && <Loader size="sm" aria-label={t("loading")} />}
      </Group>
      <ReportToolbar
        range={state.range}
        onRange={(range) => setParams(writeReportUrl({ ...state, range }))}
        single={single}
        today={today}
        reportFor={state.reportFor}
        onReportFor={(reportFor) => setParams(writeReportUrl({ ...state, reportFor }))}
        canChooseUser={data?.meta.can_choose_user ?? false}
        person={person}
        onPerson={(id) => navigate(`/my-tasks/reports/${id}?${writeReportUrl(state)}`)}
      />
      {report.isPending ? (
        <Group justify="center" py="xl" role="status" aria-busy="true">
          <Loader aria-label={t("loading")} />
        </Group>
      ) : report.isError ? (
        <ReportError error={report.error} onRetry={() => void report.refetch()} ownId={me?.id} />
      ) : data && data.tasks.meta.total === 0 && data.projects.data.length === 0 ? (
        <EmptyState message={t("empty")} icon={<IconReportAnalytics size={24} />} />
      ) : (
        data && (
          <Stack gap="md">
            <SummaryCards report={data} />
            <Suspense
              fallback={
                <Group justify="center" py="xl" role="status" aria-busy="true">
                  <Loader size="sm" aria-label={t("charts.loading")} />
                </Group>
              }
            >
              <ReportCharts
                projects={projectBars(data.projects.data, data.report_for)}
                taskTypes={typeBars(data.task_types.data)}
                subTaskTypes={typeBars(data.sub_task_types.data)}
              />
            </Suspense>
            <ReportTables report={data} />
          </Stack>
        )
      )}
    </Stack>
  );
}

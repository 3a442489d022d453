import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Card, Paper, SimpleGrid, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type ChartBar, hoursToHm } from "../chart-data";

/** The spec's colours: estimated hours orange, completed items teal. */
const HOURS_COLOR = "orange.6";
const COMPLETED_COLOR = "teal.6";

function BarTip({ bar }: { bar: ChartBar | undefined }) {
  const { t } = useTranslation("personal-report");
  if (!bar) return null;
  return (
    <Paper withBorder shadow="sm" p="xs" radius="sm">
      <Text fw={600} size="sm">
        {bar.title}
      </Text>
      <Text size="sm" c="orange.9">
        {t("charts.hours")}: {hoursToHm(bar.hours)}
      </Text>
      <Text size="sm" c="teal.9">
        {t("charts.completed")}: {bar.completed}
      </Text>
    </Paper>
  );
}

function Chart({ title, bars, testId, empty }: { title: string; bars: ChartBar[]; testId: string; empty: string }) {
  const { t } = useTranslation("personal-report");
  return (
    <Card withBorder padding="sm" data-testid={testId}>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      {bars.length === 0 ? (
        <Text c="dimmed" size="sm" py="xl" ta="center">
          {empty}
        </Text>
      ) : (
        <BarChart
          h={240}
          data={bars}
          dataKey="name"
          withLegend
          withRightYAxis
          legendProps={{ verticalAlign: "bottom", height: 40 }}
          series={[
            { name: "hours", label: t("charts.hours"), color: HOURS_COLOR },
            { name: "completed", label: t("charts.completed"), color: COMPLETED_COLOR, yAxisId: "right" },
          ]}
          rightYAxisProps={{ allowDecimals: false }}
          // Every bar keeps its name under it (recharts would drop names it finds crowded).
          xAxisProps={{ interval: 0 }}
          yAxisLabel={t("charts.hoursAxis")}
          rightYAxisLabel={t("charts.completedAxis")}
          tooltipProps={{
            content: ({ payload }) => <BarTip bar={payload?.[0]?.payload as ChartBar | undefined} />,
          }}
          aria-label={title}
        />
      )}
    </Card>
  );
}

/** The three charts (lazy-loaded: the chart library stays out of the first screen's bundle). */
export default function ReportCharts(props: { projects: ChartBar[]; taskTypes: ChartBar[]; subTaskTypes: ChartBar[] }) {
  const { t } = useTranslation("personal-report");
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
      <Chart
        title={t("charts.projects")}
        bars={props.projects}
        testId="chart-projects"
        empty={t("charts.nothingEstimated")}
      />
      <Chart
        title={t("charts.taskTypes")}
        bars={props.taskTypes}
        testId="chart-task-types"
        empty={t("charts.nothingCompleted")}
      />
      <Chart
        title={t("charts.subTaskTypes")}
        bars={props.subTaskTypes}
        testId="chart-sub-task-types"
        empty={t("charts.nothingCompleted")}
      />
    </SimpleGrid>
  );
}

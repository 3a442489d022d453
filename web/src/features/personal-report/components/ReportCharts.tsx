import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Card, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type ChartBar, charsPerBar, hoursToHm, nameLines } from "../chart-data";
import classes from "./ReportCharts.module.css";

/** The spec's colours: estimated hours orange, completed items teal. */
const HOURS_COLOR = "orange.6";
const COMPLETED_COLOR = "teal.6";

function BarTip({ bar }: { bar: ChartBar | undefined }) {
  const { t } = useTranslation("personal-report");
  if (!bar) return null;
  return (
    <Paper withBorder shadow="sm" p="xs" radius="sm" maw={280}>
      <Text fw={600} size="sm">
        {bar.title}
      </Text>
      <Text size="sm" className={classes.hours}>
        {t("charts.hours")}: {hoursToHm(bar.hours)}
      </Text>
      <Text size="sm" className={classes.completed}>
        {t("charts.completed")}: {bar.completed}
      </Text>
    </Paper>
  );
}

/** What recharts hands a custom tick: where it stands, its category, and the axis's width and tick count. */
type TickProps = { x?: number; y?: number; payload?: { value: string }; width?: number; visibleTicksCount?: number };

/**
 * A bar's name under it, on up to two lines of its share of the axis; longer, cut with an ellipsis, the full
 * name in a tooltip (and in the bar's own tooltip and the table below). Never a cut at the first space:
 * "Website" named two projects at once.
 */
function BarName({
  x = 0,
  y = 0,
  payload,
  width = 0,
  visibleTicksCount = 1,
  titles,
}: TickProps & { titles: Map<string, string> }) {
  const full = titles.get(payload?.value ?? "") ?? payload?.value ?? "";
  const { lines, cut } = nameLines(full, charsPerBar(width, visibleTicksCount));
  const name = (
    <g data-testid="chart-bar-name" data-full-name={full}>
      <text x={x} y={y} textAnchor="middle" fontSize={12} fill="currentColor">
        {lines.map((line, i) => (
          <tspan key={i === 0 ? "first" : "second"} x={x} dy={i === 0 ? 12 : 14}>
            {line}
          </tspan>
        ))}
      </text>
    </g>
  );
  if (!cut) return name;
  return (
    <Tooltip label={full} withArrow multiline maw={280}>
      {name}
    </Tooltip>
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
          dataKey="key"
          withLegend
          withRightYAxis
          legendProps={{ verticalAlign: "bottom", height: 40 }}
          series={[
            { name: "hours", label: t("charts.hours"), color: HOURS_COLOR },
            { name: "completed", label: t("charts.completed"), color: COMPLETED_COLOR, yAxisId: "right" },
          ]}
          rightYAxisProps={{ allowDecimals: false }}
          // Every bar keeps its name under it (recharts would drop names it finds crowded), shortened to fit.
          xAxisProps={{
            interval: 0,
            height: 44,
            tick: <BarName titles={new Map(bars.map((b) => [b.key, b.title]))} />,
          }}
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
    <Stack gap="sm">
      {/* The projects' chart has the width to itself: its names are whole where a third of it cut them. */}
      <Chart
        title={t("charts.projects")}
        bars={props.projects}
        testId="chart-projects"
        empty={t("charts.nothingEstimated")}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
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
    </Stack>
  );
}

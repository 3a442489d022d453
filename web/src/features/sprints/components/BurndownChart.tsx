import "@mantine/charts/styles.css";
import type { BurndownPoint } from "@cairn/shared/sprint-progress";
import { LineChart } from "@mantine/charts";
import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDayParts } from "../../../components/DateText";

/**
 * Remaining estimated hours per day against the ideal straight line (issue 20, beyond the original). Loaded
 * on first use with the charts library; a summary sentence carries the figures for screen readers.
 */
export default function BurndownChart({ points, totalHours }: { points: BurndownPoint[]; totalHours: number }) {
  const { t } = useTranslation("sprints");
  const last = [...points].reverse().find((p) => p.remaining !== null);
  // An axis too narrow for the year: "Dec 7", as the Gantt chart's columns write a day.
  const data = points.map((p) => ({ ...p, day: formatDayParts(p.date, { month: "short", day: "numeric" }) }));
  return (
    <div data-testid="burndown">
      <Text size="sm" c="dimmed" mb="xs">
        {t("burndown.summary", { remaining: last?.remaining ?? totalHours, total: totalHours })}
      </Text>
      <LineChart
        h={240}
        data={data}
        dataKey="day"
        withLegend
        legendProps={{ verticalAlign: "bottom", height: 40 }}
        yAxisLabel={t("burndown.hoursAxis")}
        connectNulls={false}
        curveType="linear"
        series={[
          { name: "remaining", label: t("burndown.remaining"), color: "orange.6" },
          { name: "ideal", label: t("burndown.ideal"), color: "gray.5", strokeDasharray: "5 5" },
        ]}
        aria-label={t("burndown.title")}
      />
    </div>
  );
}

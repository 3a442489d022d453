import type { PersonalReport } from "@cairn/shared/personal-report";
import { Card, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The summary meta (spec 000): total estimated hours, items completed, and the three averages. */
export function SummaryCards({ report }: { report: PersonalReport }) {
  const { t } = useTranslation("personal-report");
  const m = report.meta;
  const kind = report.report_for;
  const cards = [
    { key: "totalHours", label: t("cards.totalHours"), value: m.total_estimation_tf },
    { key: "completed", label: t(`cards.completed_${kind}`), value: m.completed_tasks },
    { key: "avgHourTask", label: t(`cards.avgHourTask_${kind}`), value: m.avg_hour_task_tf },
    { key: "avgWorkHour", label: t("cards.avgWorkHour"), value: m.avg_work_hour_tf },
    { key: "avgTaskDay", label: t(`cards.avgTaskDay_${kind}`), value: m.avg_task_day },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {cards.map((c) => (
        <Card key={c.key} withBorder padding="sm" data-testid={`summary-${c.key}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {c.label}
          </Text>
          <Text size="xl" fw={700}>
            {c.value}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

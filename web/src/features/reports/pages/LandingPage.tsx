import { Button, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { kindByPath, LANDING } from "../kinds";

const BLURB: Record<string, string> = {
  "overdue-tasks": "landing.overdue",
  "completed-tasks": "landing.completed",
  "user-activities": "landing.activities",
  "milestone-tasks": "landing.milestone",
  "unassigned-tasks": "landing.unassigned",
};

/** The reports' landing page: the spec's five cards, each with "View Full Report", and the advanced report. */
export default function LandingPage() {
  const { t } = useTranslation("reports");
  const cards = [
    ...LANDING.map((path) => ({ path, title: kindByPath(path)?.title ?? path, blurb: BLURB[path] })),
    { path: "advance-tasks", title: "advanced", blurb: "landing.advanced" },
  ];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t("title")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {cards.map((c) => (
          <Card key={c.path} withBorder padding="lg" data-testid="report-card">
            <Stack gap="xs" justify="space-between" h="100%">
              <Title order={2} size="h4">
                {t(`kinds.${c.title}`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(c.blurb)}
              </Text>
              <Button component={Link} to={`/reports/${c.path}`} variant="light">
                {t("viewFull")}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

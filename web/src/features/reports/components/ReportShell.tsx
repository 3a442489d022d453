import { Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconFilter } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../components/DateText";
import { PagePagination } from "../../../components/PagePagination";

export type SummaryCard = { label: string; value: ReactNode };

const day = (d: string | undefined) => formatDate(d) || "—";

/**
 * The common layout of a report screen (spec 001): title, "Date between X to Y", the Filter button once the
 * first answer is in, the Export dropdown, summary cards, a loading state, the rows and pagination.
 */
export function ReportShell(props: {
  title: string;
  /** The range in effect: "Date between X to Y", "Up to Y" (an open start), or "All dates" (none). */
  range?: { start: string; end: string };
  fetched: boolean;
  loading: boolean;
  onFilter: () => void;
  exportMenu?: ReactNode;
  cards: SummaryCard[];
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("reports");
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Button
              component={Link}
              to="/reports"
              variant="subtle"
              size="compact-sm"
              leftSection={<IconArrowLeft size={14} />}
            >
              {t("back")}
            </Button>
          </Group>
          <Title order={1} size="h2">
            {props.title}
          </Title>
          {props.range && (
            <Text c="dimmed" size="sm" data-testid="report-range">
              {props.range.start && props.range.end
                ? t("dateBetween", { start: day(props.range.start), end: day(props.range.end) })
                : props.range.end
                  ? t("dateUpTo", { end: day(props.range.end) })
                  : t("allDates")}
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          {props.fetched && (
            <Button variant="default" leftSection={<IconFilter size={16} />} onClick={props.onFilter}>
              {t("filter")}
            </Button>
          )}
          {props.exportMenu}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: props.cards.length }} spacing="sm">
        {props.cards.map((c) => (
          <Card key={c.label} withBorder padding="sm" data-testid="summary-card">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {c.label}
            </Text>
            <Text size="lg" fw={600}>
              {c.value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {props.loading ? (
        <Group justify="center" py="xl" role="status" aria-busy="true">
          <Loader />
        </Group>
      ) : (
        props.children
      )}
      <PagePagination total={props.totalPages} value={props.page} onChange={props.onPage} />
    </Stack>
  );
}

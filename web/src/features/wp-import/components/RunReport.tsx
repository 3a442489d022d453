import type { WpImportCounts, WpImportReport } from "@cairn/shared";
import { Alert, Stack, Table, Text, Title } from "@mantine/core";
import { IconChecks, IconDatabaseOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../components/DateText";
import { EmptyState } from "../../../components/EmptyState";

const COLUMNS = ["read", "created", "updated", "unchanged", "skipped"] as const satisfies (keyof WpImportCounts)[];
/** A report can hold thousands of notices (a big site's missing files): the screen shows the first ones. */
const SHOWN_NOTICES = 200;

/** The kinds in the order a person reads an import: people, then projects and what they hold; others after. */
const KIND_ORDER = [
  "users",
  "projects",
  "members",
  "capabilities",
  "task_lists",
  "milestones",
  "tasks",
  "assignees",
  "task_types",
  "labels",
  "discussions",
  "comments",
  "files",
  "activities",
];
const kindOrder = (kind: string) => {
  const i = KIND_ORDER.indexOf(kind);
  return i < 0 ? KIND_ORDER.length : i;
};

/** What a run read and did, per kind of row, and each row it skipped or changed on the way in. */
export function RunReport({ report }: { report: WpImportReport }) {
  const { t, i18n } = useTranslation("wp-import");
  const kinds = Object.entries(report.counts).sort(([a], [b]) => kindOrder(a) - kindOrder(b) || a.localeCompare(b));
  // A kind this screen has no name for (one a later importer adds) shows by the importer's own word.
  const kindName = (kind: string) => (i18n.exists(`wp-import:kinds.${kind}`) ? t(`kinds.${kind}`) : kind);
  const notices = report.notices.slice(0, SHOWN_NOTICES);
  // The importer lists the first thousands of notices and counts the rest (notices_left_off).
  const total = report.notices.length + (report.notices_left_off ?? 0);
  return (
    <Stack gap="md" data-testid="wp-import-report">
      <Title order={3} size="h5">
        {t("report.heading")}
      </Title>
      {report.dry_run && (
        <Alert color="blue" variant="light">
          {t("report.dryRunNote")}
        </Alert>
      )}
      {kinds.length === 0 ? (
        <EmptyState compact message={t("report.noCounts")} icon={<IconDatabaseOff size={18} />} />
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped data-testid="wp-import-counts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("report.kind")}</Table.Th>
                {COLUMNS.map((c) => (
                  <Table.Th key={c} ta="right">
                    {t(`report.${c}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {kinds.map(([kind, counts]) => (
                <Table.Tr key={kind}>
                  <Table.Th scope="row" fw={500}>
                    {kindName(kind)}
                  </Table.Th>
                  {COLUMNS.map((c) => (
                    <Table.Td key={c} ta="right">
                      {formatNumber(counts[c])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Stack gap={4}>
        <Title order={3} size="h5">
          {t("report.notices")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("report.noticesIntro")}
        </Text>
      </Stack>
      {notices.length === 0 ? (
        <EmptyState
          compact
          message={t("report.noNotices")}
          icon={<IconChecks size={18} />}
          testId="wp-import-no-notices"
        />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped data-testid="wp-import-notices">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("report.table")}</Table.Th>
                <Table.Th>{t("report.id")}</Table.Th>
                <Table.Th>{t("report.action")}</Table.Th>
                <Table.Th>{t("report.reason")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {notices.map((n, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a finished report never changes, and one row may be noticed twice.
                <Table.Tr key={`${n.table}-${n.source_id}-${i}`}>
                  <Table.Td>{n.table}</Table.Td>
                  <Table.Td>{n.source_id}</Table.Td>
                  <Table.Td>{t(`report.actions.${n.action}`)}</Table.Td>
                  <Table.Td style={{ overflowWrap: "anywhere" }}>{n.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > notices.length && (
        <Text size="sm" c="dimmed">
          {t("report.more", { shown: formatNumber(notices.length), total: formatNumber(total) })}
        </Text>
      )}
    </Stack>
  );
}

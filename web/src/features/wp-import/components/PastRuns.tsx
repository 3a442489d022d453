import { Alert, Button, Modal, Skeleton, Stack, Table } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../components/DateText";
import { EmptyState } from "../../../components/EmptyState";
import { PageLoader } from "../../../components/PageLoader";
import { PagePagination } from "../../../components/PagePagination";
import { useImportRun, useImportRuns } from "../api";
import { RunDetails, RunStatus, starterName } from "./RunDetails";

/** Every run, newest first, each openable to its report. */
export function PastRuns() {
  const { t } = useTranslation("wp-import");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const runs = useImportRuns(page);
  if (runs.isPending) return <Skeleton height={120} />;
  if (runs.isError) return <Alert color="red">{t("past.loadError")}</Alert>;
  const rows = runs.data.data;
  if (rows.length === 0)
    return <EmptyState message={t("past.empty")} icon={<IconHistory size={24} />} testId="wp-import-no-runs" />;
  const opened = rows.find((r) => r.id === open);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560}>
        <Table striped data-testid="wp-import-runs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("past.date")}</Table.Th>
              <Table.Th>{t("past.who")}</Table.Th>
              <Table.Th>{t("past.dryRun")}</Table.Th>
              <Table.Th>{t("past.status")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((run) => {
              const when = formatDateTime(run.started_at);
              return (
                <Table.Tr key={run.id}>
                  <Table.Td>{when}</Table.Td>
                  <Table.Td>{starterName(run, t("run.commandLine"))}</Table.Td>
                  <Table.Td>{run.dry_run ? t("past.yes") : t("past.no")}</Table.Td>
                  <Table.Td>
                    <RunStatus run={run} />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={t("past.openLabel", { when })}
                      onClick={() => setOpen(run.id)}
                    >
                      {t("past.open")}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PagePagination total={runs.data.meta.pagination.total_pages} value={page} onChange={setPage} />
      <Modal
        opened={opened !== undefined}
        onClose={() => setOpen(null)}
        size="xl"
        title={opened ? t("past.title", { when: formatDateTime(opened.started_at) }) : ""}
      >
        {open !== null && <OpenedRun id={open} />}
      </Modal>
    </Stack>
  );
}

/** The run read afresh (its report is only in the single answer's latest state while it runs). */
function OpenedRun({ id }: { id: number }) {
  const run = useImportRun(id);
  if (!run.data) return <PageLoader rows={3} />;
  return <RunDetails run={run.data} />;
}

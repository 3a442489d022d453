import { routeTo } from "@cairn/shared";
import { Alert, Anchor, Skeleton, Stack, Table, Text } from "@mantine/core";
import { IconFileInvoice } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { PagePagination } from "../../../components/PagePagination";
import { MyTasksHeader } from "../../my-tasks/components/MyTasksHeader";
import { InvoiceSummaryCells, InvoiceSummaryHeads } from "../components/InvoiceCells";
import { useMyInvoices } from "../hooks";

/**
 * My Tasks → Invoices: the invoices that bill the reader as a client, across projects (`GET pm-pro/v2/invoices`),
 * each opening its read-only page with Pay online.
 */
export default function MyInvoicesPage() {
  const { t } = useTranslation("invoices");
  const [page, setPage] = useState(1);
  const list = useMyInvoices(page);
  const rows = list.data?.data ?? [];
  return (
    <Stack gap="md">
      <MyTasksHeader />
      <Text size="sm" c="dimmed">
        {t("mine.intro")}
      </Text>
      {list.isPending && <Skeleton height={120} aria-label={t("mine.loading")} />}
      {list.isError && <Alert color="red">{t("loadError")}</Alert>}
      {list.data && rows.length === 0 && <EmptyState icon={<IconFileInvoice size={24} />} message={t("mine.empty")} />}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped data-testid="my-invoice-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("columns.title")}</Table.Th>
                <Table.Th>{t("columns.project")}</Table.Th>
                <InvoiceSummaryHeads />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((inv) => (
                <Table.Tr key={inv.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={routeTo("invoice", { project_id: inv.project_id, invoice_id: inv.id })}
                    >
                      #{inv.id} {inv.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{inv.project?.data.title ?? ""}</Table.Td>
                  <InvoiceSummaryCells invoice={inv} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <PagePagination total={list.data?.meta.pagination.total_pages ?? 1} value={page} onChange={setPage} />
    </Stack>
  );
}

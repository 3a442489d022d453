import { routeTo } from "@cairn/shared";
import { Alert, Anchor, Button, Group, Skeleton, Stack, Table, Title } from "@mantine/core";
import { IconFileInvoice } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useProjectId } from "../../../api/project";
import { confirmAction } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { PagePagination } from "../../../components/PagePagination";
import { InvoiceSummaryCells, InvoiceSummaryHeads } from "../components/InvoiceCells";
import { ManagersOfProject } from "../components/ManagersOfProject";
import { useDeleteInvoice, useInvoices } from "../hooks";

/** A project's invoices, two a page (the spec's list screen); deleting the last of a page goes back one. */
export default function InvoicesPage() {
  const projectId = useProjectId();
  return (
    <ManagersOfProject projectId={projectId}>
      <InvoiceList projectId={projectId} />
    </ManagersOfProject>
  );
}

function InvoiceList({ projectId }: { projectId: number }) {
  const { t } = useTranslation("invoices");
  const [page, setPage] = useState(1);
  const list = useInvoices(projectId, page);
  const remove = useDeleteInvoice(projectId);
  const rows = list.data?.data ?? [];
  const onDelete = async (id: number, title: string) => {
    if (!(await confirmAction({ title: t("deleteTitle"), message: t("deleteMessage", { title }) }))) return;
    await remove.mutateAsync(id);
    if (rows.length === 1 && page > 1) setPage(page - 1);
  };
  const empty = list.data !== undefined && rows.length === 0;
  const newInvoice = (
    <Button component={Link} to={`${routeTo("invoice", { project_id: projectId })}/new`}>
      {t("new")}
    </Button>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t("title")}</Title>
        {/* With no invoice yet, the button stands in the empty state instead. */}
        {!empty && newInvoice}
      </Group>
      {list.isPending && <Skeleton height={120} />}
      {list.isError && <Alert color="red">{t("loadError")}</Alert>}
      {empty && <EmptyState message={t("empty")} icon={<IconFileInvoice size={24} />} action={newInvoice} />}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped data-testid="invoice-list">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("columns.title")}</Table.Th>
                <Table.Th>{t("columns.client")}</Table.Th>
                <InvoiceSummaryHeads />
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((inv) => (
                <Table.Tr key={inv.id}>
                  <Table.Td>
                    <Anchor component={Link} to={routeTo("invoice", { project_id: projectId, invoice_id: inv.id })}>
                      #{inv.id} {inv.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{inv.client?.data.display_name ?? ""}</Table.Td>
                  <InvoiceSummaryCells invoice={inv} />
                  <Table.Td>
                    <Button size="xs" variant="subtle" color="red" onClick={() => void onDelete(inv.id, inv.title)}>
                      {t("delete")}
                    </Button>
                  </Table.Td>
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

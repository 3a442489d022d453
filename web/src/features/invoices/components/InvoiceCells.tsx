import { formatMoney, toMinor } from "@cairn/shared";
import { Badge, Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate, userLocale } from "../../../components/DateText";
import { type Invoice, STATUS_COLOR } from "../types";

/** An invoice's status as the spec's badges show it: Incomplete 0, Complete 1, Partial 3. */
export function InvoiceStatusBadge({ status, testId }: { status: Invoice["status"]; testId?: string }) {
  const { t } = useTranslation("invoices");
  return (
    <Badge color={STATUS_COLOR[status]} variant="filled" autoContrast data-testid={testId}>
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The cells every invoice list ends its rows with: due date, total, amount due and status. */
export function InvoiceSummaryCells({ invoice }: { invoice: Invoice }) {
  const money = (value: number) => formatMoney(toMinor(value, invoice.currency), invoice.currency, userLocale());
  return (
    <>
      <Table.Td>{formatDate(invoice.due_date)}</Table.Td>
      <Table.Td ta="right">{money(invoice.totals.total)}</Table.Td>
      <Table.Td ta="right">{money(invoice.totals.due)}</Table.Td>
      <Table.Td>
        <InvoiceStatusBadge status={invoice.status} />
      </Table.Td>
    </>
  );
}

/** The headers of InvoiceSummaryCells, in the same order. */
export function InvoiceSummaryHeads() {
  const { t } = useTranslation("invoices");
  return (
    <>
      <Table.Th>{t("columns.due")}</Table.Th>
      <Table.Th ta="right">{t("columns.total")}</Table.Th>
      <Table.Th ta="right">{t("columns.due_amount")}</Table.Th>
      <Table.Th>{t("columns.status")}</Table.Th>
    </>
  );
}

import { formatMoney, type InvoiceTotals } from "@cairn/shared";
import { Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { userLocale } from "../../../components/DateText";

/** Subtotal, discount, tax, total, paid and due, right-aligned in the invoice's currency. */
export function TotalsTable({ totals, currency }: { totals: InvoiceTotals["minor"]; currency: string }) {
  const { t } = useTranslation("invoices");
  const rows: [string, number, boolean][] = [
    [t("totals.subtotal"), totals.subtotal, false],
    [t("totals.discount"), -totals.discount, false],
    [t("totals.tax"), totals.tax, false],
    [t("totals.total"), totals.total, true],
    [t("totals.paid"), totals.paid, false],
    [t("totals.due"), totals.due, true],
  ];
  return (
    <Table maw={320} ml="auto" withRowBorders={false} verticalSpacing={2} data-testid="invoice-totals">
      <Table.Tbody>
        {rows.map(([label, minor, bold]) => (
          <Table.Tr key={label} fw={bold ? 700 : undefined}>
            <Table.Td>{label}</Table.Td>
            <Table.Td ta="right">{formatMoney(minor, currency, userLocale())}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

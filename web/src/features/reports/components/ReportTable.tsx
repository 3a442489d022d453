import { Table, type TableProps } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

type Props<Row extends { id: number }> = {
  /** Column keys; their headers are the `columns.<key>` texts. */
  columns: string[];
  rows: Row[];
  cell: (column: string, row: Row) => ReactNode;
  /** Below this width the table scrolls inside itself: a long word must not widen the page on a phone. */
  minWidth: number;
} & Omit<TableProps, "children">;

/** A report's table: a header per column, a row per item. */
export function ReportTable<Row extends { id: number }>({ columns, rows, cell, minWidth, ...table }: Props<Row>) {
  const { t } = useTranslation("reports");
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped {...table}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c}>{t(`columns.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {columns.map((c) => (
                <Table.Td key={c}>{cell(c, row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

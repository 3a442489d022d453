import { Card, Table, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export type Column<Row> = { key: string; label: string; cell: (row: Row) => ReactNode; numeric?: boolean };

/** One of the report's tables: a heading, its rows and a total row (its cells by column key). */
export function TotalTable<Row>(props: {
  title: string;
  testId: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string | number;
  totalLabel: string;
  totals: Record<string, ReactNode>;
  note?: string;
}) {
  const { columns } = props;
  const align = (c: Column<Row>) => (c.numeric ? "right" : undefined);
  return (
    <Card withBorder padding="sm" data-testid={props.testId}>
      <Title order={3} size="h5" mb="xs">
        {props.title}
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table striped highlightOnHover verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key} ta={align(c)}>
                  {c.label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.rows.map((row) => (
              <Table.Tr key={props.rowKey(row)}>
                {columns.map((c) => (
                  <Table.Td key={c.key} ta={align(c)}>
                    {c.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr data-testid="total-row" fw={700}>
              {columns.map((c, i) => (
                <Table.Th key={c.key} ta={align(c)}>
                  {i === 0 ? props.totalLabel : (props.totals[c.key] ?? "")}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {props.note && (
        <Text size="xs" c="dimmed" mt="xs">
          {props.note}
        </Text>
      )}
    </Card>
  );
}

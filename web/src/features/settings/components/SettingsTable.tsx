import { Table } from "@mantine/core";
import type { ReactNode } from "react";

type Props = { testId: string; minWidth: number; columns: string[]; children: ReactNode };

/** A bordered table of settings items whose last column holds the row's Edit and Delete links. */
export function SettingsTable({ testId, minWidth, columns, children }: Props) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" withTableBorder data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, i) => (
              <Table.Th key={column} scope="col" w={i === columns.length - 1 ? 130 : undefined}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

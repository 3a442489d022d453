import { ActionIcon, Button, Group, NumberInput, Stack, Table, Text, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { InvoiceNameLineDraft, InvoiceTaskLineDraft } from "../types";

type Kind = "task" | "name";
type Line = InvoiceTaskLineDraft | InvoiceNameLineDraft;

const nameOf = (l: Line) => ("task" in l ? l.task : l.name);
const countOf = (l: Line) => ("hour" in l ? l.hour : l.quantity);

/**
 * The rows of one line kind: a description, the rate, the hours (or quantity), the tax %, and the line's
 * amount as the shared arithmetic computes it (`amounts`, in the currency's format).
 */
export function LineEditor<T extends Line>({
  kind,
  lines,
  amounts,
  onChange,
}: {
  kind: Kind;
  lines: T[];
  amounts: string[];
  onChange: (lines: T[]) => void;
}) {
  const { t } = useTranslation("invoices");
  const set = (i: number, patch: Partial<Line>) =>
    onChange(lines.map((l, j) => (j === i ? ({ ...l, ...patch } as T) : l)));
  const blank = (kind === "task"
    ? { task_id: null, task: "", amount: "", hour: "", tax: "" }
    : { name: "", amount: "", quantity: "", tax: "" }) as unknown as T;
  const label = kind === "task" ? t("form.task") : t("form.name");
  const countLabel = kind === "task" ? t("form.hours") : t("form.quantity");
  return (
    <Stack gap="xs">
      <Text fw={600}>{kind === "task" ? t("form.taskLines") : t("form.nameLines")}</Text>
      {lines.length > 0 && (
        <Table.ScrollContainer minWidth={620}>
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{label}</Table.Th>
                <Table.Th w={120}>{t("form.rate")}</Table.Th>
                <Table.Th w={100}>{countLabel}</Table.Th>
                <Table.Th w={90}>{t("form.tax")}</Table.Th>
                <Table.Th w={110} ta="right">
                  {t("form.amount")}
                </Table.Th>
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((l, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id until saved; position is their identity.
                <Table.Tr key={i} data-testid={`${kind}-line`}>
                  <Table.Td>
                    <TextInput
                      aria-label={`${label} ${i + 1}`}
                      value={nameOf(l)}
                      maxLength={255}
                      onChange={(e) =>
                        set(i, kind === "task" ? { task: e.currentTarget.value } : { name: e.currentTarget.value })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`${t("form.rate")} ${i + 1}`}
                      value={l.amount ?? ""}
                      min={0}
                      decimalScale={6}
                      hideControls
                      onChange={(v) => set(i, { amount: String(v) })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`${countLabel} ${i + 1}`}
                      value={countOf(l) ?? ""}
                      min={0}
                      decimalScale={6}
                      hideControls
                      placeholder="1"
                      onChange={(v) => set(i, kind === "task" ? { hour: String(v) } : { quantity: String(v) })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`${t("form.tax")} ${i + 1}`}
                      value={l.tax ?? ""}
                      min={0}
                      max={100}
                      decimalScale={4}
                      hideControls
                      onChange={(v) => set(i, { tax: String(v) })}
                    />
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                    {amounts[i]}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t("form.remove", { n: i + 1 })}
                      onClick={() => onChange(lines.filter((_, j) => j !== i))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group>
        <Button variant="light" size="xs" onClick={() => onChange([...lines, blank])}>
          {kind === "task" ? t("form.addTask") : t("form.addName")}
        </Button>
      </Group>
    </Stack>
  );
}

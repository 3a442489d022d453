import { Button, Group, Paper, Stack, Table, Text } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmAction } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { PageLoader } from "../../../components/PageLoader";
import { RowActions } from "../../../components/RowActions";
import { SettingsTable } from "../../settings/components/SettingsTable";
import type { LabelInput } from "../api";
import { LabelChip } from "./LabelChip";
import { type ColouredItemSchema, LabelForm } from "./LabelForm";

type Item = { id: number; title: string; description: string | null; color: string };

/** The writes an editor needs, as the labels' and the task types' hooks give them. */
export type ColouredItemWrites = {
  create: UseMutationResult<unknown, Error, LabelInput>;
  update: UseMutationResult<unknown, Error, { id: number; input: LabelInput }>;
  remove: UseMutationResult<unknown, Error, number>;
};

type Props = {
  /** The message namespace: intro, create, empty, columns.*, editLabel, deleteLabel, deleteMessage, form.*. */
  ns: string;
  items: Item[] | undefined;
  writes: ColouredItemWrites;
  defaultColor?: string;
  /** The shared request schema the forms check against (createLabelBody, createTaskTypeBody). */
  schema: ColouredItemSchema;
  /** Test ids of the table and its rows. */
  testId: string;
  /** The icon of the empty list (a tag, a shape). */
  emptyIcon: ReactNode;
};

/** A settings list of named, coloured items (labels, task types), created and edited in place. */
export function ColouredItemsEditor({ ns, items, writes, defaultColor, schema, testId, emptyIcon }: Props) {
  const { t } = useTranslation(ns);
  const { create, update, remove } = writes;
  // "new": the create form is open; an item id: that row is being edited.
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const open = (next: number | "new" | null) => {
    create.reset();
    update.reset();
    setEditing(next);
  };
  const del = async (item: Item) => {
    if (await confirmAction({ message: t("deleteMessage", { title: item.title }) })) remove.mutate(item.id);
  };
  if (!items) return <PageLoader rows={3} />;
  const form = { ns, defaultColor, schema, onDone: () => open(null) };
  const createButton = <Button onClick={() => open("new")}>{t("create")}</Button>;
  // With nothing listed, the create button stands in the empty state instead of beside the intro.
  const empty = items.length === 0 && editing !== "new";
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t("intro")}
        </Text>
        {editing !== "new" && !empty && createButton}
      </Group>
      {editing === "new" && (
        <Paper withBorder p="md">
          <LabelForm
            {...form}
            onSubmit={(input) => create.mutateAsync(input)}
            pending={create.isPending}
            error={create.error}
          />
        </Paper>
      )}
      {items.length === 0 ? (
        empty && <EmptyState message={t("empty")} icon={emptyIcon} action={createButton} />
      ) : (
        <SettingsTable
          testId={`${testId}-table`}
          minWidth={360}
          columns={[t("columns.name"), t("columns.description"), t("columns.action")]}
        >
          {items.map((item) =>
            editing === item.id ? (
              <Table.Tr key={item.id}>
                <Table.Td colSpan={3}>
                  <LabelForm
                    {...form}
                    label={item}
                    onSubmit={(input) => update.mutateAsync({ id: item.id, input })}
                    pending={update.isPending}
                    error={update.error}
                  />
                </Table.Td>
              </Table.Tr>
            ) : (
              <Table.Tr key={item.id} data-testid={`${testId}-row`}>
                <Table.Td miw={120}>
                  <LabelChip label={item} />
                </Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{item.description}</Table.Td>
                <Table.Td>
                  <RowActions
                    onEdit={() => open(item.id)}
                    onDelete={() => void del(item)}
                    editLabel={t("editLabel", { title: item.title })}
                    deleteLabel={t("deleteLabel", { title: item.title })}
                  />
                </Table.Td>
              </Table.Tr>
            ),
          )}
        </SettingsTable>
      )}
    </Stack>
  );
}

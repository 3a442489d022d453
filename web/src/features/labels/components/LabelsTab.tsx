import { Button, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../api/types";
import { confirmAction } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { PageLoader } from "../../../components/PageLoader";
import { RowActions } from "../../../components/RowActions";
import { SettingsTable } from "../../settings/components/SettingsTable";
import { type Label, useLabels, useLabelWrites } from "../api";
import { LabelChip } from "./LabelChip";
import { LabelForm } from "./LabelForm";

/** The task_label tab of project settings: the project's labels, created and edited in place. */
export default function LabelsTab({ project }: { project: Project }) {
  const { t } = useTranslation("labels");
  const labels = useLabels(project.id);
  const { create, update, remove } = useLabelWrites(project.id);
  // "new": the create form is open; a label id: that row is being edited.
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const open = (next: number | "new" | null) => {
    create.reset();
    update.reset();
    setEditing(next);
  };
  const del = async (label: Label) => {
    if (await confirmAction({ message: t("deleteMessage", { title: label.title }) })) remove.mutate(label.id);
  };
  if (labels.isPending) return <PageLoader rows={3} />;
  const all = labels.data ?? [];
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t("intro")}
        </Text>
        {editing !== "new" && <Button onClick={() => open("new")}>{t("create")}</Button>}
      </Group>
      {editing === "new" && (
        <Paper withBorder p="md">
          <LabelForm
            onSubmit={(input) => create.mutateAsync(input)}
            pending={create.isPending}
            error={create.error}
            onDone={() => open(null)}
          />
        </Paper>
      )}
      {all.length === 0 ? (
        editing !== "new" && <EmptyState message={t("empty")} />
      ) : (
        <SettingsTable
          testId="labels-table"
          minWidth={360}
          columns={[t("columns.name"), t("columns.description"), t("columns.action")]}
        >
          {all.map((label) =>
            editing === label.id ? (
              <Table.Tr key={label.id}>
                <Table.Td colSpan={3}>
                  <LabelForm
                    label={label}
                    onSubmit={(input) => update.mutateAsync({ id: label.id, input })}
                    pending={update.isPending}
                    error={update.error}
                    onDone={() => open(null)}
                  />
                </Table.Td>
              </Table.Tr>
            ) : (
              <Table.Tr key={label.id} data-testid="label-row">
                <Table.Td miw={120}>
                  <LabelChip label={label} />
                </Table.Td>
                <Table.Td style={{ overflowWrap: "anywhere" }}>{label.description}</Table.Td>
                <Table.Td>
                  <RowActions
                    onEdit={() => open(label.id)}
                    onDelete={() => void del(label)}
                    editLabel={t("editLabel", { title: label.title })}
                    deleteLabel={t("deleteLabel", { title: label.title })}
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

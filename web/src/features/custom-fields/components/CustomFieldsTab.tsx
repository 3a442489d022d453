import { DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconForms } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../api/types";
import { confirmAction } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { PageLoader } from "../../../components/PageLoader";
import { SettingsTable } from "../../settings/components/SettingsTable";
import { useDndAccessibility } from "../../task-lists/dnd/useDndAccessibility";
import { type CustomField, useCustomFields, useCustomFieldWrites } from "../api";
import { FieldForm } from "./FieldForm";
import { FieldRow } from "./FieldRow";

// Constant options keep dnd-kit's sensors the same from render to render.
const POINTER = { activationConstraint: { distance: 5 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * The "Custom fields" tab of project settings (managers): the project's fields in order, added, edited,
 * reordered (drag by the handle, or the up and down buttons) and deleted (after "Are you sure?").
 */
export default function CustomFieldsTab({ project }: { project: Project }) {
  const { t } = useTranslation("custom-fields");
  const fields = useCustomFields(project.id);
  const writes = useCustomFieldWrites(project.id);
  const accessibility = useDndAccessibility("custom-fields");
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));
  // "new": the create form is open; a field id: that row is being edited.
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const open = (next: number | "new" | null) => {
    writes.create.reset();
    writes.update.reset();
    setEditing(next);
  };
  if (fields.isPending) return <PageLoader rows={3} />;
  const list = fields.data ?? [];
  const reorder = (next: CustomField[]) => writes.sort.mutate(next.map((f, order) => ({ id: f.id, order })));
  const move = (from: number, to: number) => reorder(arrayMove(list, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      list.findIndex((f) => f.id === active.id),
      list.findIndex((f) => f.id === over.id),
    );
  };
  const del = async (field: CustomField) => {
    if (await confirmAction({ message: t("deleteMessage", { name: field.name }) })) writes.remove.mutate(field.id);
  };
  const createButton = <Button onClick={() => open("new")}>{t("create")}</Button>;
  // With no field yet, the button stands in the empty state instead of beside the intro.
  const empty = list.length === 0 && editing !== "new";
  return (
    <Stack gap="md" data-testid="custom-fields-tab">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t("intro")}
        </Text>
        {editing !== "new" && !empty && createButton}
      </Group>
      {editing === "new" && (
        <Paper withBorder p="md">
          <FieldForm
            project={project}
            onSubmit={(input) => writes.create.mutateAsync(input)}
            pending={writes.create.isPending}
            error={writes.create.error}
            onDone={() => open(null)}
          />
        </Paper>
      )}
      {list.length === 0 ? (
        empty && <EmptyState message={t("empty")} icon={<IconForms size={24} />} action={createButton} />
      ) : (
        <DndContext sensors={sensors} accessibility={accessibility} onDragEnd={onDragEnd}>
          <SortableContext items={list.map((f) => f.id)} strategy={verticalListSortingStrategy}>
            <SettingsTable
              testId="custom-fields-table"
              minWidth={560}
              columns={[
                t("columns.order"),
                t("columns.name"),
                t("columns.type"),
                t("columns.details"),
                t("columns.action"),
              ]}
            >
              {list.map((field, index) => (
                <FieldRow
                  key={field.id}
                  field={field}
                  project={project}
                  index={index}
                  count={list.length}
                  editing={editing === field.id}
                  onMove={(to) => move(index, to)}
                  onEdit={() => open(field.id)}
                  onDelete={() => void del(field)}
                  form={
                    <FieldForm
                      project={project}
                      field={field}
                      onSubmit={(input) => writes.update.mutateAsync({ id: field.id, input })}
                      pending={writes.update.isPending}
                      error={writes.update.error}
                      onDone={() => open(null)}
                    />
                  }
                />
              ))}
            </SettingsTable>
          </SortableContext>
        </DndContext>
      )}
    </Stack>
  );
}

import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Badge, Group, Table, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../api/types";
import { DragHandle } from "../../../components/DragHandle";
import { RowActions } from "../../../components/RowActions";
import type { CustomField } from "../api";
import { formatValue } from "../format";
import classes from "./CustomFields.module.css";

type Props = {
  field: CustomField;
  project: Project;
  index: number;
  count: number;
  editing: boolean;
  /** Moves the field to this place among all. */
  onMove: (to: number) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The edit form, shown in place of the row while `editing`. */
  form: ReactNode;
};

/** A field in the settings table: its handle and up/down buttons, name, type, what else it has, and actions. */
export function FieldRow({ field, project, index, count, editing, onMove, onEdit, onDelete, form }: Props) {
  const { t } = useTranslation("custom-fields");
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: field.id,
    data: { title: field.name },
    disabled: editing,
  });
  const style = { transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.5 : undefined };
  if (editing) {
    return (
      <Table.Tr ref={setNodeRef} style={style}>
        <Table.Td colSpan={5}>{form}</Table.Td>
      </Table.Tr>
    );
  }
  const people = new Map((project.assignees?.data ?? []).map((m) => [m.id, m.display_name]));
  const shownDefault = formatValue(field, field.default, people, { yes: t("value.yes"), no: t("value.no") });
  return (
    <Table.Tr ref={setNodeRef} style={style} data-testid="custom-field-row">
      <Table.Td w={120}>
        <Group gap={4} wrap="nowrap">
          <DragHandle
            wiring={{ ref: setActivatorNodeRef, attributes, listeners }}
            label={t("drag", { name: field.name })}
            className={classes.handle}
            testId="custom-field-drag"
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={() => onMove(index - 1)}
            disabled={index === 0}
            aria-label={t("moveUp", { name: field.name })}
          >
            <IconArrowUp size={14} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={() => onMove(index + 1)}
            disabled={index === count - 1}
            aria-label={t("moveDown", { name: field.name })}
          >
            <IconArrowDown size={14} />
          </ActionIcon>
        </Group>
      </Table.Td>
      <Table.Td style={{ overflowWrap: "anywhere" }}>
        <Text size="sm" fw={500}>
          {field.name}
        </Text>
      </Table.Td>
      <Table.Td>{t(`types.${field.type}`)}</Table.Td>
      <Table.Td>
        <Group gap={6}>
          {field.required && (
            <Badge size="sm" variant="light" color="red">
              {t("details.required")}
            </Badge>
          )}
          {field.show_on_card && (
            <Badge size="sm" variant="light">
              {t("details.onCard")}
            </Badge>
          )}
          {field.options.length > 0 && (
            <Text size="xs" c="dimmed" title={field.options.join(", ")}>
              {t("details.options", { count: field.options.length })}
            </Text>
          )}
          {shownDefault && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {t("details.default", { value: shownDefault })}
            </Text>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <RowActions
          onEdit={onEdit}
          onDelete={onDelete}
          editLabel={t("editLabel", { name: field.name })}
          deleteLabel={t("deleteLabel", { name: field.name })}
        />
      </Table.Td>
    </Table.Tr>
  );
}

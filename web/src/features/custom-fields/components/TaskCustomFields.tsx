import { checkRequiredCustomValue } from "@cairn/shared/custom-field-values";
import { MODULE } from "@cairn/shared/modules";
import { Anchor, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMe } from "../../../api/me";
import { useDisabledModules } from "../../../api/modules";
import type { Project } from "../../../api/types";
import { routeTo } from "../../../app/route-names";
import { useFieldErrors } from "../../../components/fieldErrors";
import { canManageSettings } from "../../settings/access";
import { useTaskWrites } from "../../tasks/hooks";
import type { Task } from "../../tasks/types";
import { type CustomField, type CustomFieldValue, useCustomFields } from "../api";
import { formatValue } from "../format";
import { ValueInput, ValueText } from "./ValueInput";

type Props = { task: Task; project: Project };

/**
 * The single task's "Custom fields": one input per field of the project, each saved through the task's update
 * as it is picked or left, its refusal shown under it. Read only for those who may not edit the task. Absent
 * while the module is off; for managers of a project without fields, a pointer to the settings.
 */
export function TaskCustomFields({ task, project }: Props) {
  const off = useDisabledModules().has(MODULE.customFields);
  const fields = useCustomFields(project.id, !off);
  const me = useMe().data;
  const { t } = useTranslation("custom-fields");
  if (off) return null;
  const heading = (
    <Title order={3} size="h5" id={`custom-fields-${task.id}`}>
      {t("section.title")}
    </Title>
  );
  if (fields.isPending) {
    return (
      <Stack gap="xs" aria-busy aria-label={t("section.loading")}>
        {heading}
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  }
  const list = fields.data ?? [];
  if (list.length === 0) {
    if (!me || !canManageSettings(me, project)) return null;
    return (
      <Text size="sm" c="dimmed" data-testid="custom-fields-empty">
        {t("columnsMenu.none")}{" "}
        <Anchor component={Link} to={routeTo("pm_pro_settings", { project_id: project.id })} inherit underline="always">
          {t("tab")}
        </Anchor>
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="section" aria-labelledby={`custom-fields-${task.id}`} data-testid="task-custom-fields">
      {heading}
      <FieldInputs key={task.id} task={task} project={project} fields={list} />
    </Stack>
  );
}

function FieldInputs({ task, project, fields }: Props & { fields: CustomField[] }) {
  const { t } = useTranslation("custom-fields");
  const { quiet: update } = useTaskWrites(project.id);
  const server = useFieldErrors(update.error);
  // What is being typed, by field id; a field without a draft shows the task's saved value.
  const [drafts, setDrafts] = useState<Record<number, CustomFieldValue>>({});
  const [problems, setProblems] = useState<Record<number, string | undefined>>({});
  const saved = new Map((task.custom_fields?.data ?? []).map((v) => [v.id, v.value]));
  const members = project.assignees?.data ?? [];
  const editable = task.meta.can_edit;
  const currentValue = (id: number) => (id in drafts ? drafts[id] : (saved.get(id) ?? null));
  const key = (id: number) => `custom_fields.${id}`;

  const change = (field: CustomField, value: CustomFieldValue) => {
    server.clear(key(field.id));
    setProblems((p) => ({ ...p, [field.id]: undefined }));
    setDrafts((d) => ({ ...d, [field.id]: value }));
  };
  const commit = (field: CustomField, value: CustomFieldValue) => {
    const checked = checkRequiredCustomValue(field, value);
    if (!checked.ok) {
      setProblems((p) => ({ ...p, [field.id]: checked.message }));
      return;
    }
    const forget = () =>
      setDrafts((d) => {
        const { [field.id]: _gone, ...rest } = d;
        return rest;
      });
    if (JSON.stringify(checked.value) === JSON.stringify(saved.get(field.id) ?? null)) return forget();
    update.mutate({ id: task.id, changes: { custom_fields: { [field.id]: checked.value } } }, { onSuccess: forget });
  };

  if (!editable) {
    const people = new Map(members.map((m) => [m.id, m.display_name]));
    const texts = { yes: t("value.yes"), no: t("value.no") };
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {fields.map((field) => (
          <ValueText
            key={field.id}
            label={field.name}
            text={formatValue(field, currentValue(field.id), people, texts)}
          />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      {fields.map((field) => (
        <div key={field.id} style={field.type === "long_text" ? { gridColumn: "1 / -1" } : undefined}>
          <ValueInput
            field={field}
            value={currentValue(field.id)}
            onChange={(value) => change(field, value)}
            onCommit={(value) => commit(field, value)}
            members={members}
            error={problems[field.id] ?? server.error(key(field.id))}
            testId={`custom-field-${field.id}`}
          />
        </div>
      ))}
    </SimpleGrid>
  );
}

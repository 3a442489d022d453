import { checkRequiredCustomValue } from "@cairn/shared/custom-field-values";
import { MODULE } from "@cairn/shared/modules";
import { updateTaskBody } from "@cairn/shared/schemas/tasks";
import { Anchor, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMe } from "../../../api/me";
import { useDisabledModules } from "../../../api/modules";
import type { Project } from "../../../api/types";
import { routeTo } from "../../../app/route-names";
import { useApiForm } from "../../../components/useApiForm";
import { serverText } from "../../../i18n/server-texts";
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

/**
 * The values as the task's update sends them (`custom_fields`, updateTaskBody), each checked against its field
 * (type, options, required) with the rule the server applies, and given as it is stored. Derived rather than
 * the update's schema as it is: that one takes the values as a record of anything, as it cannot know the
 * project's fields; the server checks each against its field after it.
 */
function fieldValuesBody(fields: CustomField[]) {
  const byId = new Map(fields.map((field) => [String(field.id), field]));
  return updateTaskBody.pick({ custom_fields: true }).transform((body, ctx) => {
    const values: Record<string, CustomFieldValue> = {};
    for (const [id, raw] of Object.entries(body.custom_fields ?? {})) {
      const field = byId.get(id);
      const checked = field ? checkRequiredCustomValue(field, raw) : null;
      if (checked?.ok) values[id] = checked.value;
      else if (checked) ctx.addIssue({ code: "custom", message: checked.message, path: ["custom_fields", id] });
    }
    return { custom_fields: values };
  });
}

/** What is being typed, by field id; a field without a draft shows the task's saved value. */
type Drafts = { custom_fields: Record<string, CustomFieldValue> };

function FieldInputs({ task, project, fields }: Props & { fields: CustomField[] }) {
  const { t } = useTranslation("custom-fields");
  const { quiet: update } = useTaskWrites(project.id);
  const schema = fieldValuesBody(fields);
  // Not one submit for the whole: each field is saved alone as it is picked or left, so a value is checked
  // alone (another field's refused draft does not hold it back). The form keeps the drafts, the messages under
  // their inputs (a refusal's `custom_fields.<id>` is the input's own path) and hides each once it is edited.
  const initialValues: Drafts = { custom_fields: {} };
  const { form } = useApiForm({ schema, initialValues, write: update });
  const drafts = form.values.custom_fields;
  const saved = new Map((task.custom_fields?.data ?? []).map((v) => [v.id, v.value]));
  const members = project.assignees?.data ?? [];
  const editable = task.meta.can_edit;
  const currentValue = (id: number) => (id in drafts ? drafts[id] : (saved.get(id) ?? null));
  const path = (id: number) => `custom_fields.${id}`;

  const commit = (field: CustomField, value: CustomFieldValue) => {
    const checked = schema.safeParse({ custom_fields: { [field.id]: value } });
    if (!checked.success) {
      const message = serverText(checked.error.issues[0]?.message ?? "");
      form.setErrors((errors) => ({ ...errors, [path(field.id)]: message }));
      return;
    }
    const stored = checked.data.custom_fields[field.id] ?? null;
    const forget = () => {
      const { [field.id]: _gone, ...rest } = form.getValues().custom_fields;
      form.setFieldValue("custom_fields", rest);
    };
    if (JSON.stringify(stored) === JSON.stringify(saved.get(field.id) ?? null)) return forget();
    update.mutate({ id: task.id, changes: checked.data }, { onSuccess: forget });
  };
  const errorOf = (id: number) => {
    const message = form.errors[path(id)];
    return typeof message === "string" ? message : undefined;
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
            onChange={(value) => form.setFieldValue(path(field.id), value)}
            onCommit={(value) => commit(field, value)}
            members={members}
            error={errorOf(field.id)}
            testId={`custom-field-${field.id}`}
          />
        </div>
      ))}
    </SimpleGrid>
  );
}

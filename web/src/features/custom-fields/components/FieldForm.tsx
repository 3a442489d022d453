import { CUSTOM_FIELD_TYPES, checkCustomValue, hasOptions } from "@cairn/shared/custom-field-values";
import { Checkbox, Group, Select, SimpleGrid, Stack, Switch, TagsInput, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../api/types";
import { joinedErrors, useFieldErrors } from "../../../components/fieldErrors";
import { SubmitCancel } from "../../../components/SubmitCancel";
import { useSingleSubmit } from "../../../components/useSingleSubmit";
import type { CustomField, CustomFieldType, CustomFieldValue, FieldInput } from "../api";
import { ValueInput } from "./ValueInput";

type Props = {
  project: Project;
  /** The field being edited; without it the form creates one. */
  field?: CustomField;
  onSubmit: (input: FieldInput) => Promise<unknown>;
  pending: boolean;
  /** The last refusal of the write, whose messages show under their fields. */
  error: unknown;
  onDone: () => void;
};

type Problems = Partial<Record<"name" | "options" | "default", string>>;

const blank = (): FieldInput => ({
  name: "",
  type: "text",
  options: [],
  required: false,
  default: null,
  show_on_card: false,
});

/**
 * A field's definition: name, type, options (dropdown and multi-select), default, required and whether the
 * board's cards show it. The same rules as the server are checked before sending; the server's refusals
 * (a name taken, an option in use, a type locked by values) show under their inputs.
 */
export function FieldForm({ project, field, onSubmit, pending, error, onDone }: Props) {
  const { t } = useTranslation("custom-fields");
  const [input, setInput] = useState<FieldInput>(() =>
    field
      ? {
          name: field.name,
          type: field.type,
          options: field.options,
          required: field.required,
          default: field.default,
          show_on_card: field.show_on_card,
        }
      : blank(),
  );
  const [problems, setProblems] = useState<Problems>({});
  const server = useFieldErrors(error);
  const once = useSingleSubmit();
  const change = (patch: Partial<FieldInput>) => {
    for (const key of Object.keys(patch)) server.clear(key);
    setProblems((p) => ({ ...p, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
    setInput((i) => ({ ...i, ...patch }));
  };
  const changeType = (type: CustomFieldType) =>
    // A new type starts without the old one's options and default (they were of the old type).
    change({ type, options: hasOptions(type) ? input.options : [], default: null });
  const check = (): Problems => {
    const found: Problems = {};
    if (!input.name.trim()) found.name = t("form.nameRequired");
    if (hasOptions(input.type) && input.options.length === 0) found.options = t("form.optionsRequired");
    const value = checkCustomValue(input, input.default);
    if (!value.ok) found.default = value.message;
    else if (input.required && value.value === null) found.default = t("form.defaultRequired");
    return found;
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const checked = checkCustomValue(input, input.default);
    const body = { ...input, name: input.name.trim(), default: checked.ok ? checked.value : null };
    if (await once(() => onSubmit(body))) onDone();
  };
  const valueField = {
    id: field?.id ?? 0,
    name: t("form.default"),
    type: input.type,
    options: input.options,
    required: false,
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="custom-field-form"
      aria-label={field ? t("form.editTitle") : t("form.createTitle")}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t("form.name")}
            placeholder={t("form.namePlaceholder")}
            value={input.name}
            onChange={(e) => change({ name: e.currentTarget.value })}
            onKeyDown={(e) => e.key === "Escape" && onDone()}
            error={problems.name ?? server.error("name")}
            maxLength={100}
            withAsterisk
            data-autofocus
            autoFocus
          />
          <Select
            label={t("form.type")}
            data={CUSTOM_FIELD_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            value={input.type}
            onChange={(type) => type && changeType(type as CustomFieldType)}
            allowDeselect={false}
            error={server.error("type")}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        {hasOptions(input.type) && (
          <TagsInput
            label={t("form.options")}
            description={t("form.optionsHint")}
            placeholder={t("form.optionsPlaceholder")}
            value={input.options}
            onChange={(options) => change({ options: options.map((o) => o.trim()).filter(Boolean) })}
            error={problems.options ?? joinedErrors(server.error("options"), server.error("options.0"))}
            maxTags={50}
            withAsterisk
            clearable
            data-testid="custom-field-options"
          />
        )}
        <ValueInput
          field={valueField}
          value={input.default as CustomFieldValue}
          onChange={(value) => change({ default: value })}
          members={project.assignees?.data ?? []}
          label={t("form.default")}
          description={input.required ? t("form.requiredHint") : t("form.defaultHint")}
          error={problems.default ?? server.error("default")}
          testId="custom-field-default"
        />
        <Group gap="xl">
          <Checkbox
            label={t("form.required")}
            checked={input.required}
            onChange={(e) => change({ required: e.currentTarget.checked })}
          />
          <Switch
            label={t("form.showOnCard")}
            checked={input.show_on_card}
            onChange={(e) => change({ show_on_card: e.currentTarget.checked })}
          />
        </Group>
        <SubmitCancel
          submitLabel={field ? t("form.update") : t("form.create")}
          cancelLabel={t("form.cancel")}
          pending={pending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}

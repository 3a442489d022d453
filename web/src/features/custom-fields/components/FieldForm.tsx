import { CUSTOM_FIELD_TYPES, hasOptions } from "@cairn/shared/custom-field-values";
import { checkDefinition, createCustomFieldBody } from "@cairn/shared/schemas/custom-fields";
import { Checkbox, Group, Select, SimpleGrid, Stack, Switch, TagsInput, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Project } from "../../../api/types";
import { SubmitCancel } from "../../../components/SubmitCancel";
import { useApiForm } from "../../../components/useApiForm";
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

/**
 * The create body, with the definition's rules (options, default) said together with a missing name: the
 * shared schema checks the definition only once every field is well formed, which would ask for a dropdown's
 * options only at a second submit. Once all passed, the shared schema's own pass gives the body as stored (the
 * default converted); it cannot refuse what passed the same rules just before. An edit is held to the same
 * rules: the update checks the field as it would then stand, which is the whole the form sends.
 */
const fieldBody = createCustomFieldBody.in
  .superRefine((input, ctx) => {
    const definition = {
      type: input.type,
      options: input.options ?? [],
      required: input.required ?? false,
      default: input.default,
    };
    for (const [path, message] of Object.entries(checkDefinition(definition).issues)) {
      ctx.addIssue({ code: "custom", message, path: [path] });
    }
  })
  .transform((input) => createCustomFieldBody.parse(input));

const blank = (): FieldInput => ({
  name: "",
  type: "text",
  options: [],
  required: false,
  default: null,
  show_on_card: false,
});

/** The text of a form's message (the schema's and the server's are all text). */
const messageText = (message: unknown) => (typeof message === "string" ? message : undefined);

/**
 * A field's definition: name, type, options (dropdown and multi-select), default, required and whether the
 * board's cards show it. The same rules as the server are checked before sending; the server's refusals
 * (a name taken, an option in use, a type locked by values) show under their inputs.
 */
export function FieldForm({ project, field, onSubmit, pending, error, onDone }: Props) {
  const { t } = useTranslation("custom-fields");
  const { form, submit } = useApiForm({
    schema: fieldBody,
    initialValues: field
      ? {
          name: field.name,
          type: field.type,
          options: field.options,
          required: field.required,
          default: field.default,
          show_on_card: field.show_on_card,
        }
      : blank(),
    write: { isPending: pending, error },
  });
  const input = form.values;
  const changeOptions = (options: string[]) => {
    form.setFieldValue("options", options);
    // A message of one option ("options.2") was of the list as it stood.
    form.setErrors((errors) =>
      Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith("options."))),
    );
  };
  const changeType = (type: CustomFieldType) => {
    // A new type starts without the old one's options and default (they were of the old type). Field by
    // field, so the name's message stays until the name is edited.
    form.setFieldValue("type", type);
    changeOptions(hasOptions(type) ? input.options : []);
    form.setFieldValue("default", null);
  };
  const save = submit(async (body) => {
    await onSubmit({ ...body, show_on_card: body.show_on_card ?? false });
    onDone();
  });
  // The options' one input says the list's own message, else that of its first refused option.
  const optionsError =
    form.errors.options ?? Object.entries(form.errors).find(([path]) => path.startsWith("options."))?.[1];
  const valueField = {
    id: field?.id ?? 0,
    name: t("form.default"),
    type: input.type,
    options: input.options,
    required: false,
  };
  return (
    <form
      onSubmit={save}
      noValidate
      data-testid="custom-field-form"
      aria-label={field ? t("form.editTitle") : t("form.createTitle")}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t("form.name")}
            placeholder={t("form.namePlaceholder")}
            {...form.getInputProps("name")}
            onKeyDown={(e) => e.key === "Escape" && onDone()}
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
            error={form.errors.type}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        {hasOptions(input.type) && (
          <TagsInput
            label={t("form.options")}
            description={t("form.optionsHint")}
            placeholder={t("form.optionsPlaceholder")}
            value={input.options}
            onChange={(options) => changeOptions(options.map((o) => o.trim()).filter(Boolean))}
            error={optionsError}
            maxTags={50}
            withAsterisk
            clearable
            data-testid="custom-field-options"
          />
        )}
        <ValueInput
          field={valueField}
          value={input.default as CustomFieldValue}
          onChange={(value) => form.setFieldValue("default", value)}
          members={project.assignees?.data ?? []}
          label={t("form.default")}
          description={input.required ? t("form.requiredHint") : t("form.defaultHint")}
          error={messageText(form.errors.default)}
          testId="custom-field-default"
        />
        <Group gap="xl">
          <Checkbox label={t("form.required")} {...form.getInputProps("required", { type: "checkbox" })} />
          <Switch label={t("form.showOnCard")} {...form.getInputProps("show_on_card", { type: "checkbox" })} />
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

import { Anchor, Checkbox, MultiSelect, NumberInput, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { IconExternalLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { CustomFieldType, CustomFieldValue } from "../api";

export type ValueField = { id: number; name: string; type: CustomFieldType; options: string[]; required: boolean };
type Member = { id: number; display_name: string };

type Props = {
  field: ValueField;
  value: CustomFieldValue;
  /** Every change: each keystroke while typing, each pick. */
  onChange: (value: CustomFieldValue) => void;
  /**
   * The value is done: a pick, or leaving a typed field (blur, Enter in one-line fields). Where values save as
   * they change (the task), this is when they are sent.
   */
  onCommit?: (value: CustomFieldValue) => void;
  /** The project's members, for a person field. */
  members: Member[];
  label?: string;
  description?: string;
  error?: string;
  disabled?: boolean;
  testId?: string;
};

const asText = (value: CustomFieldValue) => (typeof value === "string" ? value : value === null ? "" : String(value));

/** One input for a custom field's value, the proper Mantine input of its type. */
export function ValueInput(props: Props) {
  const { field, value, onChange, members, error, disabled } = props;
  const { t } = useTranslation("custom-fields");
  const commit = props.onCommit ?? (() => undefined);
  const pick = (next: CustomFieldValue) => {
    onChange(next);
    commit(next);
  };
  const common = {
    label: props.label ?? field.name,
    description: props.description,
    error,
    disabled,
    withAsterisk: field.required,
    "data-testid": props.testId,
  };
  const clear = { "aria-label": t("value.clear", { name: field.name }) };
  switch (field.type) {
    case "long_text":
      return (
        <Textarea
          {...common}
          value={asText(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={(e) => commit(e.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={10_000}
        />
      );
    case "number":
      return (
        <NumberInput
          {...common}
          value={value === null ? "" : (value as number | string)}
          onChange={(next) => onChange(next === "" ? null : next)}
          onBlur={() => commit(value)}
          onKeyDown={(e) => e.key === "Enter" && commit(value)}
          decimalScale={6}
          allowedDecimalSeparators={[".", ","]}
        />
      );
    case "date":
      return (
        <DateInput
          {...common}
          value={typeof value === "string" ? value : null}
          onChange={(next) => pick(next ?? null)}
          valueFormat="ll"
          placeholder={t("value.pickDate")}
          clearable
          clearButtonProps={clear}
          popoverProps={{ withinPortal: true }}
        />
      );
    case "dropdown":
      return (
        <Select
          {...common}
          data={field.options}
          value={typeof value === "string" ? value : null}
          onChange={(next) => pick(next)}
          placeholder={t("value.pickOption")}
          clearable={!field.required}
          clearButtonProps={clear}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case "multi_select":
      return (
        <MultiSelect
          {...common}
          data={field.options}
          value={Array.isArray(value) ? value : []}
          onChange={(next) => pick(next.length === 0 ? null : next)}
          placeholder={Array.isArray(value) && value.length > 0 ? undefined : t("value.pickOptions")}
          clearable={!field.required}
          clearButtonProps={clear}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case "checkbox":
      return (
        <Stack gap={4}>
          <Checkbox
            label={common.label}
            description={common.description}
            error={error}
            disabled={disabled}
            checked={value === true}
            onChange={(e) => pick(e.currentTarget.checked)}
            data-testid={props.testId}
          />
        </Stack>
      );
    case "user":
      return (
        <Select
          {...common}
          data={members.map((m) => ({ value: String(m.id), label: m.display_name }))}
          value={value === null ? null : String(value)}
          onChange={(next) => pick(next === null ? null : Number(next))}
          placeholder={t("value.pickPerson")}
          searchable
          clearable={!field.required}
          clearButtonProps={clear}
          comboboxProps={{ withinPortal: true }}
        />
      );
    case "url": {
      const text = asText(value);
      const link = /^https?:\/\/\S+$/i.test(text) ? text : null;
      return (
        <TextInput
          {...common}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={(e) => commit(e.currentTarget.value)}
          onKeyDown={(e) => e.key === "Enter" && commit(e.currentTarget.value)}
          maxLength={2000}
          rightSection={
            link ? (
              <Anchor href={link} target="_blank" rel="noopener noreferrer" aria-label={t("value.openLink")}>
                <IconExternalLink size={16} />
              </Anchor>
            ) : null
          }
          rightSectionPointerEvents="all"
        />
      );
    }
    default:
      return (
        <TextInput
          {...common}
          value={asText(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
          onBlur={(e) => commit(e.currentTarget.value)}
          onKeyDown={(e) => e.key === "Enter" && commit(e.currentTarget.value)}
          maxLength={1000}
        />
      );
  }
}

/** A value read only: its text, or a dimmed dash. */
export function ValueText({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation("custom-fields");
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Text size="sm" c={text ? undefined : "dimmed"} style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
        {text || t("value.none")}
      </Text>
    </Stack>
  );
}

import { Group, MultiSelect, type MultiSelectProps, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { Member } from "../api/types";
import { isPickable } from "./pickable";
import { UserAvatar } from "./UserAvatar";

const NS = "assigneePicker";

type Props = {
  members: Member[];
  value: number[];
  onChange: (ids: number[]) => void;
  label: string;
  placeholder?: string;
} & Pick<MultiSelectProps, "size" | "disabled" | "error">;

/** Picks task assignees among the project's members; ids in and out. */
export function AssigneePicker({ members, value, onChange, label, placeholder, error, ...rest }: Props) {
  const { t } = useTranslation(NS);
  // A deactivated member already assigned stays shown; he is not offered to anyone new.
  const offered = members.filter((m) => isPickable(m) || value.includes(m.id));
  const byId = new Map(offered.map((m) => [String(m.id), m]));
  return (
    <MultiSelect
      label={label}
      placeholder={value.length === 0 ? placeholder : undefined}
      data={offered.map((m) => ({ value: String(m.id), label: m.display_name }))}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      searchable
      clearable
      clearButtonProps={{ "aria-label": t("clear", { field: label.toLowerCase() }) }}
      hidePickedOptions
      error={error}
      renderOption={({ option }) => {
        const member = byId.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap">
            {member && <UserAvatar user={member} size={24} />}
            <Text size="sm">{option.label}</Text>
          </Group>
        );
      }}
      {...rest}
    />
  );
}

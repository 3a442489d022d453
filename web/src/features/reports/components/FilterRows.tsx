import { ActionIcon, Button, Group, MultiSelect, Select, Stack } from "@mantine/core";
import { IconMinus, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DateRangeInputs } from "../../../components/DateRangeInputs";
import { ADVANCE_KEYS, type AdvanceKey, emptyRow, type FilterRow, unusedKeys } from "../advance-filters";
import { useProjectChoices, useUserChoices } from "../hooks";
import { CustomFieldFilter } from "./CustomFieldFilter";

type RowProps = { row: FilterRow; projectIds: number[]; onChange: (row: FilterRow) => void };

/** One row's value input, by its type. */
function ValueInput({ row, projectIds, onChange }: RowProps) {
  const { t } = useTranslation("reports");
  const users = useUserChoices();
  const projects = useProjectChoices();
  const label = t("advanced.value");
  switch (row.key) {
    case "assigned":
    case "project": {
      const data = (row.key === "assigned" ? users.data : projects.data)?.map((x) => ({
        value: String(x.id),
        label: "title" in x ? x.title : x.display_name,
      }));
      return (
        <MultiSelect
          aria-label={label}
          data={data ?? []}
          value={row.ids}
          onChange={(ids) => onChange({ ...row, ids })}
          searchable
          style={{ flex: 1, minWidth: 200 }}
        />
      );
    }
    case "status":
    case "payable": {
      const values = row.key === "status" ? ["0", "1", "2"] : ["0", "1"];
      const data = values.map((v) => ({
        value: v,
        label: t(row.key === "status" ? `status.${v}` : `advanced.payable.${v}`),
      }));
      return (
        <Select
          aria-label={label}
          data={data}
          value={row.choice}
          onChange={(choice) => onChange({ ...row, choice })}
          style={{ flex: 1, minWidth: 200 }}
        />
      );
    }
    case "time":
      return (
        <div style={{ flex: 1, minWidth: 200 }}>
          <DateRangeInputs
            value={{ start: row.start, due: row.due }}
            onChange={(r) => onChange({ ...row, start: r.start, due: r.due })}
            startLabel={t("fields.start")}
            dueLabel={t("fields.due")}
          />
        </div>
      );
    case "custom_field":
      return <CustomFieldFilter row={row} projectIds={projectIds} onChange={onChange} />;
    default:
      return null;
  }
}

type Props = {
  rows: FilterRow[];
  onChange: (rows: FilterRow[]) => void;
  /** The types on offer (the custom field type only while its module is on). */
  keys?: readonly AdvanceKey[];
};

/** The advanced report's dynamic filter rows: a type each (used types disabled), "Load more", remove (-). */
export function FilterRows({ rows, onChange, keys = ADVANCE_KEYS }: Props) {
  const { t } = useTranslation("reports");
  const set = (i: number, row: FilterRow) => onChange(rows.map((r, j) => (j === i ? row : r)));
  const free = unusedKeys(rows, keys);
  const projectIds = rows.find((r) => r.key === "project")?.ids.map(Number) ?? [];
  return (
    <Stack gap="sm">
      {rows.map((row, i) => (
        // Wraps on a phone: the value goes under its type rather than squeezing it out of sight.
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions; a row's type may change
        <Group key={i} align="flex-start" wrap="wrap" data-testid="filter-row">
          <Select
            aria-label={t("advanced.select")}
            placeholder={t("advanced.select")}
            w={160}
            style={{ flexShrink: 0 }}
            data={keys.map((k) => ({
              value: k,
              label: t(`advanced.types.${k}`),
              disabled: k !== row.key && rows.some((r) => r.key === k),
            }))}
            value={row.key}
            onChange={(key) => set(i, { ...emptyRow(), key: key as AdvanceKey | null })}
          />
          <ValueInput row={row} projectIds={projectIds} onChange={(r) => set(i, r)} />
          {i > 0 && (
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t("advanced.remove")}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              <IconMinus size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {free.length > 0 && rows.length < keys.length && (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange([...rows, emptyRow()])}
          >
            {t("advanced.loadMore")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

import type { PersonalReportFor } from "@cairn/shared/personal-report";
import { Group, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type Person, useReportPeople } from "../hooks";
import type { DayRange } from "../range";
import { RangePicker } from "./RangePicker";

type Props = {
  range: DayRange;
  onRange: (range: DayRange) => void;
  single: boolean;
  today: string;
  reportFor: PersonalReportFor;
  onReportFor: (kind: PersonalReportFor) => void;
  /** Managers pick whose report it is; others see only their own (the server says which). */
  canChooseUser: boolean;
  person: Person | undefined;
  onPerson: (id: number) => void;
};

/** The report's controls: the days, the person (managers only) and whether tasks or sub-tasks are counted. */
export function ReportToolbar(props: Props) {
  const { t } = useTranslation("personal-report");
  const people = useReportPeople(props.canChooseUser);
  const options = [...(people.data ?? [])];
  if (props.person && !options.some((p) => p.id === props.person?.id)) options.unshift(props.person);
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <RangePicker value={props.range} onChange={props.onRange} single={props.single} today={props.today} />
      {props.canChooseUser && (
        <Select
          label={t("person")}
          data={options.map((p) => ({ value: String(p.id), label: p.display_name }))}
          value={props.person ? String(props.person.id) : null}
          onChange={(v) => v && props.onPerson(Number(v))}
          searchable
          allowDeselect={false}
          nothingFoundMessage="—"
          miw={220}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Stack gap={4}>
        <Text size="sm" fw={500} id="report-kind-label">
          {t("kind.label")}
        </Text>
        <SegmentedControl
          aria-labelledby="report-kind-label"
          value={props.reportFor}
          onChange={(v) => props.onReportFor(v as PersonalReportFor)}
          data={[
            { value: "task", label: t("kind.task") },
            { value: "sub_task", label: t("kind.sub_task") },
          ]}
        />
      </Stack>
    </Group>
  );
}

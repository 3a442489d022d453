import { DatePickerInput } from "@mantine/dates";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type DayRange, PRESET_KEYS, presetRange, SINGLE_DAY_PRESETS } from "../range";

type Props = {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** One day only: the start-date field is switched off (general settings), as the spec's picker does. */
  single: boolean;
  today: string;
};

type Draft = [string | null, string | null];

// dayjs's localized format (i18n/index.ts): "Dec 3, 2031" in English, "3. Dez. 2031" in German.
const FORMAT = "ll";

/**
 * The report's days, with the spec's presets beside the calendar. A range applies by itself once both ends are
 * picked; closing the calendar half-way (or Escape) cancels it, leaving the range as it was.
 */
export function RangePicker({ value, onChange, single, today }: Props) {
  const { t } = useTranslation("personal-report");
  const [draft, setDraft] = useState<Draft | null>(null);
  if (single) {
    return (
      <DatePickerInput
        label={t("dayLabel")}
        valueFormat={FORMAT}
        value={value.start}
        onChange={(day) => day && onChange({ start: day, end: day })}
        presets={SINGLE_DAY_PRESETS.map((key) => ({
          value: presetRange(key, today).start,
          label: t(`presets.${key}`),
        }))}
        popoverProps={{ withinPortal: true }}
        miw={200}
        data-testid="report-range-picker"
      />
    );
  }
  return (
    <DatePickerInput
      type="range"
      label={t("range")}
      valueFormat={FORMAT}
      value={draft ?? [value.start, value.end]}
      allowSingleDateInRange
      onChange={(next) => {
        const [start, end] = next;
        if (start && end) {
          setDraft(null);
          onChange({ start, end });
        } else setDraft(next);
      }}
      onDropdownClose={() => setDraft(null)}
      presets={PRESET_KEYS.map((key) => {
        const range = presetRange(key, today);
        return { value: [range.start, range.end] as Draft, label: t(`presets.${key}`) };
      })}
      popoverProps={{ withinPortal: true }}
      miw={260}
      data-testid="report-range-picker"
    />
  );
}

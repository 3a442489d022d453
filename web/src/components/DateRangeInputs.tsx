import { SimpleGrid } from "@mantine/core";
import { DateInput, DatePickerInput } from "@mantine/dates";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

const NS = "dateRange";

export type DateRange = { start: string | null; due: string | null };

type Props = {
  value: DateRange;
  onChange: (value: DateRange) => void;
  startLabel: string;
  dueLabel: string;
  /** A refusal of the start day; shown under the due day when the start day is hidden. */
  startError?: ReactNode;
  dueError?: ReactNode;
  disabled?: boolean;
  /** "input" lets people type a day (forms); "picker" only picks from the calendar, one change per pick (saves at once). */
  mode?: "input" | "picker";
  /** One column whatever the width (narrow side panels). */
  stacked?: boolean;
  /** False hides the start day (the global task_start_field setting); a stored start day is kept as it is. */
  withStart?: boolean;
};

// dayjs's localized format (i18n/index.ts): "Dec 3, 2031" in English, "3. Dez. 2031" in German.
const FORMAT = "ll";

/**
 * Start and due day as calendar strings ("YYYY-MM-DD"), never Date objects, so the chosen day is the
 * day sent. The due day cannot be picked before the start day.
 */
export function DateRangeInputs(props: Props) {
  const { value, onChange, startLabel, dueLabel, startError, disabled, mode = "input", stacked = false } = props;
  const withStart = props.withStart ?? true;
  const dueError =
    withStart || !startError || !props.dueError ? (
      (props.dueError ?? (withStart ? undefined : startError))
    ) : (
      <>
        {props.dueError} {startError}
      </>
    );
  const { t } = useTranslation(NS);
  const common = { valueFormat: FORMAT, clearable: true, disabled, popoverProps: { withinPortal: true } };
  const Input = mode === "picker" ? DatePickerInput : DateInput;
  return (
    <SimpleGrid cols={stacked ? 1 : { base: 1, xs: 2 }} spacing="sm">
      {withStart && (
        <Input
          {...common}
          label={startLabel}
          clearButtonProps={{ "aria-label": t("clear", { field: startLabel.toLowerCase() }) }}
          value={value.start}
          onChange={(start: string | null) => onChange({ ...value, start })}
          maxDate={value.due ?? undefined}
          // An empty field opens its calendar at the other day's month.
          defaultDate={value.start ? undefined : (value.due ?? undefined)}
          error={startError}
        />
      )}
      <Input
        {...common}
        label={dueLabel}
        clearButtonProps={{ "aria-label": t("clear", { field: dueLabel.toLowerCase() }) }}
        value={value.due}
        onChange={(due: string | null) => onChange({ ...value, due })}
        minDate={value.start ?? undefined}
        defaultDate={value.due ? undefined : (value.start ?? undefined)}
        error={dueError}
      />
    </SimpleGrid>
  );
}

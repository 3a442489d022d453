import { DateInput } from "@mantine/dates";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldError } from "../../../components/fieldErrors";
import { ItemFormModal } from "../../../components/ItemFormModal";
import type { Milestone, MilestoneInput } from "../types";

type Props = {
  projectId: number;
  /** The milestone to edit; a new one when absent. */
  milestone?: Milestone;
  canSetPrivacy: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (input: MilestoneInput) => void;
  onClose: () => void;
};

/** Create or edit a milestone in a modal (Escape closes it). */
export function MilestoneForm({ projectId, milestone, canSetPrivacy, pending, error, onSubmit, onClose }: Props) {
  const { t } = useTranslation("milestones");
  const [date, setDate] = useState<string | null>(milestone?.achieve_date?.date ?? null);
  return (
    <ItemFormModal
      namespace="milestones"
      projectId={projectId}
      item={milestone}
      canSetPrivacy={canSetPrivacy}
      pending={pending}
      error={error}
      onSubmit={(base) => onSubmit({ ...base, achieve_date: date })}
      onClose={onClose}
    >
      <DateInput
        label={t("form.achieveDate")}
        placeholder={t("form.achieveDatePlaceholder")}
        value={date}
        onChange={setDate}
        valueFormat="D MMM YYYY"
        clearable
        clearButtonProps={{ "aria-label": t("form.clearDate") }}
        popoverProps={{ withinPortal: true }}
        ariaLabels={{
          nextMonth: t("calendar.nextMonth"),
          previousMonth: t("calendar.previousMonth"),
          nextYear: t("calendar.nextYear"),
          previousYear: t("calendar.previousYear"),
          nextDecade: t("calendar.nextDecade"),
          previousDecade: t("calendar.previousDecade"),
          monthLevelControl: t("calendar.monthLevel"),
          yearLevelControl: t("calendar.yearLevel"),
        }}
        error={fieldError(error, "achieve_date")}
      />
    </ItemFormModal>
  );
}

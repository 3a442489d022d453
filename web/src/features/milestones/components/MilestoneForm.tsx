import { createMilestoneBody } from "@cairn/shared/schemas/milestones";
import { DateInput } from "@mantine/dates";
import { useTranslation } from "react-i18next";
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
  return (
    <ItemFormModal
      namespace="milestones"
      projectId={projectId}
      item={milestone}
      canSetPrivacy={canSetPrivacy}
      schema={createMilestoneBody}
      own={{ achieve_date: milestone?.achieve_date?.date ?? null }}
      pending={pending}
      error={error}
      onSubmit={(base, own) => onSubmit({ ...base, ...own })}
      onClose={onClose}
    >
      {(form) => (
        <DateInput
          label={t("form.achieveDate")}
          placeholder={t("form.achieveDatePlaceholder")}
          {...form.getInputProps("achieve_date")}
          valueFormat="ll"
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
        />
      )}
    </ItemFormModal>
  );
}

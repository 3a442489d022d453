import { Chip, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CATEGORY_COLOR } from "../events";
import { CATEGORIES, type Category } from "../state";

/**
 * The legend (spec: Incomplete Task, Complete Task, Outstanding Task, Milestone), each entry in its colour
 * and a switch: unchecking one hides that kind (the query string's `filter`).
 */
export function CalendarLegend({ shown, onChange }: { shown: Category[]; onChange: (shown: Category[]) => void }) {
  const { t } = useTranslation("calendar");
  return (
    <Chip.Group multiple value={shown} onChange={(v) => onChange(CATEGORIES.filter((c) => v.includes(c)))}>
      <Group gap="xs" role="group" aria-label={t("legend.label")}>
        {CATEGORIES.map((c) => (
          <Chip key={c} value={c} size="xs" color={CATEGORY_COLOR[c]} variant="filled">
            {t(`legend.${c}`)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

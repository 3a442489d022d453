import { ActionIcon, Button, Group, SegmentedControl, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type CalendarView, VIEWS } from "../state";

type Props = {
  title: string;
  view: CalendarView;
  onView: (view: CalendarView) => void;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
};

/** Previous, today, next, the period's name and the four views. */
export function CalendarToolbar({ title, view, onView, onStep, onToday }: Props) {
  const { t } = useTranslation("calendar");
  const phone = useMediaQuery("(max-width: 30em)");
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="default" size="lg" aria-label={t("nav.prev")} onClick={() => onStep(-1)}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Button variant="default" onClick={onToday}>
            {t("nav.today")}
          </Button>
          <ActionIcon variant="default" size="lg" aria-label={t("nav.next")} onClick={() => onStep(1)}>
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
        <Title order={2} size="h3" aria-live="polite" data-testid="calendar-period">
          {title}
        </Title>
      </Group>
      <SegmentedControl
        aria-label={t("viewLabel")}
        size={phone ? "xs" : "sm"}
        value={view}
        onChange={(v) => onView(v as CalendarView)}
        data={VIEWS.map((v) => ({ value: v, label: t(`views.${v}`) }))}
      />
    </Group>
  );
}

import { Group, Text, VisuallyHidden } from "@mantine/core";
import { IconCalendarDue } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { ApiDate } from "../api/types";
import i18n from "../i18n";
import { calendarDay, formatDate, todayIso, userLocale } from "./DateText";

const NS = "dueDate";
i18n.addResourceBundle("en", NS, { overdue: "Overdue", starts: "Starts", due: "Due" }, true, false);

/** "Mar 2" for a start day in the same year as the due day, so the range reads "Mar 2 – Mar 15, 2026". */
function formatWithoutYear(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Intl.DateTimeFormat(userLocale(), { month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/**
 * A task's dates: "Mar 1 – Mar 15, 2026" or just the due day, red when the day has passed and the task
 * is not done. Calendar days are compared as "YYYY-MM-DD" strings, so no time zone can shift them.
 */
export function DueDate({ start, due, done = false }: { start?: ApiDate | null; due: ApiDate | null; done?: boolean }) {
  const { t } = useTranslation(NS);
  const dueDay = calendarDay(due);
  const startDay = calendarDay(start);
  if (!dueDay && !startDay) return null;
  const overdue = !done && dueDay !== null && dueDay < todayIso();
  return (
    <Group
      gap={4}
      wrap="nowrap"
      c={overdue ? "red.8" : "dimmed"}
      data-testid="due-date"
      data-overdue={overdue || undefined}
    >
      <IconCalendarDue size={16} aria-hidden style={{ flex: "none" }} />
      <Text size="sm" c="inherit" fw={overdue ? 600 : undefined}>
        {startDay && (
          <>
            <VisuallyHidden>{t("starts")} </VisuallyHidden>
            <time dateTime={startDay}>
              {dueDay && dueDay.slice(0, 4) === startDay.slice(0, 4)
                ? formatWithoutYear(startDay)
                : formatDate(startDay)}
            </time>
            {dueDay && " – "}
          </>
        )}
        {dueDay && (
          <>
            <VisuallyHidden>{t("due")} </VisuallyHidden>
            <time dateTime={dueDay}>{formatDate(dueDay)}</time>
          </>
        )}
        {overdue && <VisuallyHidden> ({t("overdue")})</VisuallyHidden>}
      </Text>
    </Group>
  );
}

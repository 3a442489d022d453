import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../components/DateText";
import { daysBetween, showDate, todayString } from "../dates";
import type { Milestone } from "../types";

type T = ReturnType<typeof useTranslation>["t"];

/** Days for a few weeks, then months, then years: "2502 days late" reads badly. */
function lateText(t: T, date: string, days: number) {
  if (days < 60) return t("lateBy", { date, count: days });
  if (days < 730) return t("lateByMonths", { date, count: Math.floor(days / 30) });
  return t("lateByYears", { date, count: Math.floor(days / 365) });
}

/** "Due 12 Mar 2026 · in 5 days", "… 3 days late" or "Completed …". */
export function MilestoneStatus({ milestone: m }: { milestone: Milestone }) {
  const { t } = useTranslation("milestones");
  let text: string;
  if (m.status === "complete" && m.completed_at?.datetime) {
    text = t("completedOn", { date: formatDateTime(m.completed_at, { time: false }) });
  } else if (!m.achieve_date) {
    text = t("noDate");
  } else {
    const date = showDate(m.achieve_date.date);
    const days = daysBetween(todayString(), m.achieve_date.date);
    if (m.status === "complete") text = t("dueOn", { date });
    else if (days === 0) text = t("dueToday");
    else if (days > 0) text = t("dueIn", { date, count: days });
    else text = lateText(t, date, -days);
  }
  return (
    <Text size="sm" c={m.meta.late ? "red.8" : "dimmed"} fw={m.meta.late ? 600 : undefined}>
      {text}
    </Text>
  );
}

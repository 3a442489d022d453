import { IconClock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { clock, trackedAt } from "../clock";
import { useNow } from "../hooks";
import classes from "./TrackedTime.module.css";

/**
 * The time tracked on a task, everybody's, as a row or the modal shows it; it ticks while a timer runs on
 * the task. Nothing without logs. The caller hides it while the module is off.
 */
export function TrackedTime({ meta }: { meta: { tracked_seconds?: number; timers_since?: string[] } }) {
  const { t } = useTranslation("time-tracker");
  const running = (meta.timers_since?.length ?? 0) > 0;
  const now = useNow(running);
  const seconds = trackedAt(meta, now);
  if (seconds === null) return null;
  const text = clock(seconds, running);
  return (
    <span
      className={classes.tracked}
      data-running={running || undefined}
      role="img"
      aria-label={t("trackedLabel", { clock: text })}
      title={t("trackedLabel", { clock: text })}
      data-testid="tracked-time"
    >
      <IconClock size={14} aria-hidden />
      {text}
    </span>
  );
}

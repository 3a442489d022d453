import type { ApiDate } from "../api/types";
import i18n from "../i18n";
import { calendarDay, formatDate, formatDayParts, todayIso } from "./DateText";
import classes from "./DueDate.module.css";
import icons from "./MaskIcon.module.css";

const NS = "dueDate";

/** "Mar 2" for a start day in the same year as the due day, so the range reads "Mar 2 – Mar 15, 2026". */
const formatWithoutYear = (day: string): string => formatDayParts(day, { month: "short", day: "numeric" });

/**
 * Builds the formatters a list of due dates needs. The first date formatter of a page loads the browser's
 * locale and time-zone data (tens of milliseconds); a page can do it while its data is still on the way.
 */
export function prepareDateFormats() {
  formatDate("2000-01-01");
  formatWithoutYear("2000-01-01");
  todayIso();
}

let labelCache: { language: string; texts: Record<"starts" | "due" | "overdue", string> } | undefined;
/**
 * The words read out before the dates, looked up once per language. Not useTranslation: a board shows a
 * hundred of these, and each hook copies the i18next instance; the component renders with its row, whose board
 * re-renders when the language changes.
 */
function labels() {
  if (labelCache?.language !== i18n.language) {
    const t = (key: string) => i18n.t(key, { ns: NS });
    labelCache = { language: i18n.language, texts: { starts: t("starts"), due: t("due"), overdue: t("overdue") } };
  }
  return labelCache.texts;
}

type Props = {
  start?: ApiDate | null;
  due: ApiDate | null;
  done?: boolean;
  /** Today ("YYYY-MM-DD") in the reader's time zone; a list of many dates passes it once for all. */
  today?: string;
};

/**
 * A task's dates: "Mar 1 – Mar 15, 2026" or just the due day, red when the day has passed and the task
 * is not done. Calendar days are compared as "YYYY-MM-DD" strings, so no time zone can shift them.
 */
export function DueDate({ start, due, done = false, today }: Props) {
  const t = labels();
  const dueDay = calendarDay(due);
  const startDay = calendarDay(start);
  if (!dueDay && !startDay) return null;
  const overdue = !done && dueDay !== null && dueDay < (today ?? todayIso());
  return (
    <span className={classes.dates} data-testid="due-date" data-overdue={overdue || undefined}>
      <span className={`${icons.icon} ${icons.calendar}`} aria-hidden />
      <span>
        {startDay && (
          <>
            <span className={classes.hidden}>{t.starts} </span>
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
            <span className={classes.hidden}>{t.due} </span>
            <time dateTime={dueDay}>{formatDate(dueDay)}</time>
          </>
        )}
        {overdue && <span className={classes.hidden}> ({t.overdue})</span>}
      </span>
    </span>
  );
}

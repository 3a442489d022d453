import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import "./MonthWeekView.css";
import type { CalendarEvent } from "@cairn/shared/calendar";
import { addDays } from "@cairn/shared/calendar";
import FullCalendar, { type EventDisplayInfo, useCalendarController } from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import deLocale from "@fullcalendar/react/locales/de";
import classicThemePlugin from "@fullcalendar/react/themes/classic";
import { IconLink } from "@tabler/icons-react";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { titleWithPlace } from "../../../components/taskPlace";
import { eventPlace, toLibraryEvent } from "../events";

export type MonthWeekProps = {
  view: "month" | "basicWeek";
  date: string;
  weekStart: number;
  today: string;
  locale: string;
  events: CalendarEvent[];
  onDayClick: (day: string) => void;
  onOpen: (event: CalendarEvent) => void;
  onCopy: (event: CalendarEvent) => void;
  /** Saves a move; `revert` puts the event back if the server refuses. */
  onMove: (event: CalendarEvent, start: string, endExclusive: string, revert: () => void) => void;
};

const LIBRARY_VIEW = { month: "dayGridMonth", basicWeek: "dayGridWeek" } as const;
/** One array for every render: a new one each time makes the library set itself up again, without end. */
const LOCALES = [deLocale];

type ContentProps = {
  info: EventDisplayInfo;
  onOpen: (e: CalendarEvent) => void;
  onCopy: (e: CalendarEvent) => void;
  /** The week's taller rows show the place under the title; the month's name it in the tooltip and the label. */
  showPlace: boolean;
};

/**
 * The event as the grid shows it: its title, a button that opens it, and (tasks) one that copies its link.
 * Its project and list are in the button's name and tooltip (and, in the week, under the title): a copy of a
 * project has tasks of the same titles.
 * The library's own event element stays non-interactive (`eventInteractive: false`), so the two buttons
 * are not nested in another control, and each is reached with the keyboard.
 */
function EventContent({ info, onOpen, onCopy, showPlace }: ContentProps) {
  const { t } = useTranslation("calendar");
  const source = info.event.extendedProps.source as CalendarEvent;
  const title = source.type === "milestone" ? t("event.milestone", { title: source.title }) : source.title;
  const place = eventPlace(source);
  const named = titleWithPlace(title, { project: source.project_title, list: source.task_list_title });
  return (
    <span className="cairn-cal-event" data-status={source.status} data-type={source.type}>
      <button type="button" className="cairn-cal-open" onClick={() => onOpen(source)} title={named} aria-label={named}>
        {title}
        {showPlace && place && <span className="cairn-cal-place">{place}</span>}
      </button>
      {source.type === "task" && (
        <button
          type="button"
          className="cairn-cal-copy"
          aria-label={t("event.copyLink", { title })}
          onClick={() => onCopy(source)}
        >
          <IconLink size={12} aria-hidden />
        </button>
      )}
    </span>
  );
}

/**
 * Month (dayGridMonth) and week (basicWeek, dayGridWeek) with FullCalendar's free packages. The days are
 * plain dates: the calendar runs in UTC with `now` set to the reader's today, so no day moves with the
 * browser's zone. The page owns the view and date (the query string): the controller follows them.
 */
export default function MonthWeekView(p: MonthWeekProps) {
  const controller = useCalendarController();
  const events = useMemo(() => p.events.map(toLibraryEvent), [p.events]);
  useEffect(() => {
    controller.changeView(LIBRARY_VIEW[p.view]);
    controller.gotoDate(p.date);
  }, [controller, p.view, p.date]);
  const sourceOf = (e: { extendedProps: Record<string, unknown> }) => e.extendedProps.source as CalendarEvent;
  const move = (info: {
    event: { startStr: string; endStr: string; extendedProps: Record<string, unknown> };
    revert: () => void;
  }) => {
    const start = info.event.startStr.slice(0, 10);
    const end = info.event.endStr ? info.event.endStr.slice(0, 10) : addDays(start, 1);
    p.onMove(sourceOf(info.event), start, end, info.revert);
  };
  return (
    <div className="cairn-calendar" data-testid="calendar-grid">
      <FullCalendar
        controller={controller}
        plugins={[dayGridPlugin, interactionPlugin, classicThemePlugin]}
        initialView={LIBRARY_VIEW[p.view]}
        initialDate={p.date}
        headerToolbar={false}
        timeZone="UTC"
        now={p.today}
        firstDay={p.weekStart}
        // The grid's own words ("+2 more", "all-day") for a German reader; dates follow `locale` through Intl.
        locales={LOCALES}
        locale={p.locale}
        height="auto"
        dayMaxEvents={p.view === "month" ? 4 : false}
        events={events}
        editable
        eventInteractive={false}
        eventContent={(info) => (
          <EventContent info={info} onOpen={p.onOpen} onCopy={p.onCopy} showPlace={p.view === "basicWeek"} />
        )}
        dateClick={(info) => p.onDayClick(info.dateStr.slice(0, 10))}
        eventDrop={move}
        eventResize={move}
      />
    </div>
  );
}

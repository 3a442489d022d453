import { addDays, type CalendarPerson, type ResourceEvent } from "@cairn/shared/calendar";
import { Text } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { IconUsers } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../components/DateText";
import { EmptyState } from "../../../components/EmptyState";
import { titleWithPlace } from "../../../components/taskPlace";
import { UserAvatar } from "../../../components/UserAvatar";
import { CATEGORY_COLOR } from "../events";
import { categoryOf } from "../state";
import { layoutRow } from "../timeline-layout";
import classes from "./UserTimeline.module.css";

type Props = {
  /** The first day shown and how many (1: the day timeline, 7: the week). */
  start: string;
  days: number;
  today: string;
  resources: CalendarPerson[];
  events: ResourceEvent[];
  onOpen: (event: ResourceEvent) => void;
};

const LANE_HEIGHT = 28;
/** The names column (UserTimeline.module.css: 11rem). */
const NAME_WIDTH = 176;
const hourLabel = (h: number) => `${String(h).padStart(2, "0")}:00`;
/** A bar's tooltip and name: the task with its project and list (a copy of a project has tasks alike). */
const nameOf = (e: ResourceEvent) => titleWithPlace(e.title, { project: e.project_title, list: e.task_list_title });

/**
 * The user timeline (FullCalendar's resource timeline is a paid plugin): one row per person, the days in
 * 24 one-hour slots (spec: HH:mm), each task a bar over its days on the rows of its chosen assignees.
 * Tasks are whole days, so a bar always starts and ends at midnight. Bars are buttons: keyboard users open
 * the task and reschedule it there.
 */
export function UserTimeline({ start, days, today, resources, events, onOpen }: Props) {
  const { t } = useTranslation("calendar");
  const { ref, width } = useElementSize();
  // The slots share the width beside the names; below a readable minimum the timeline scrolls sideways.
  // A label every hour for one day, every 6 hours for a week ("HH:mm" needs about 36 px).
  const labelEvery = days === 1 ? 1 : 6;
  const minSlot = 36 / labelEvery;
  const slot = Math.max(minSlot, Math.floor(((width || 1000) - NAME_WIDTH - 2) / (days * 24)));
  const dayList = Array.from({ length: days }, (_, i) => addDays(start, i));
  const dayWidth = slot * 24;
  const labelledHours = Array.from({ length: 24 / labelEvery }, (_, i) => i * labelEvery);
  return (
    <div className={classes.scroller} data-testid="user-timeline" ref={ref}>
      <div className={classes.grid} style={{ "--slot": `${slot}px` } as CSSProperties}>
        <div className={classes.corner}>{t("timeline.person")}</div>
        <div className={classes.header}>
          <div className={classes.days}>
            {dayList.map((day) => (
              <div
                key={day}
                className={classes.day}
                style={{ width: dayWidth }}
                data-today={day === today || undefined}
              >
                {formatDate(day, "medium")}
              </div>
            ))}
          </div>
          <div className={classes.hours}>
            {dayList.flatMap((day) =>
              labelledHours.map((hour) => (
                <div
                  key={`${day}-${hour}`}
                  className={classes.hour}
                  style={{ width: slot * labelEvery }}
                  data-midnight={hour === 0 || undefined}
                >
                  {hourLabel(hour)}
                </div>
              )),
            )}
          </div>
        </div>
        {resources.length === 0 && <EmptyState message={t("timeline.empty")} icon={<IconUsers size={18} />} compact />}
        {resources.map((person) => {
          const mine = events.filter((e) => e.resourceIds.includes(person.id));
          const { placed, lanes } = layoutRow(mine, start, days);
          return (
            <div key={person.id} style={{ display: "contents" }}>
              <div className={classes.name}>
                <UserAvatar user={person} size={24} />
                <Text size="sm" truncate>
                  {person.display_name}
                </Text>
              </div>
              <fieldset
                className={classes.lane}
                style={{ height: lanes * LANE_HEIGHT + 8, width: days * dayWidth }}
                aria-label={person.display_name}
              >
                {placed.map(({ item, lane, firstDay, dayCount }) => (
                  <button
                    type="button"
                    key={item.id}
                    className={classes.event}
                    data-status={item.status}
                    title={nameOf(item)}
                    aria-label={nameOf(item)}
                    style={{
                      left: firstDay * dayWidth + 2,
                      width: dayCount * dayWidth - 4,
                      top: 4 + lane * LANE_HEIGHT,
                      background: CATEGORY_COLOR[categoryOf(item)],
                    }}
                    onClick={() => onOpen(item)}
                  >
                    {item.title}
                  </button>
                ))}
              </fieldset>
            </div>
          );
        })}
      </div>
    </div>
  );
}

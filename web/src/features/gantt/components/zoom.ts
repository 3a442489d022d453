import type { IScaleConfig } from "@svar-ui/react-gantt";
import { formatDayParts } from "../../../components/DateText";

export const ZOOMS = ["day", "week", "month"] as const;
export type Zoom = (typeof ZOOMS)[number];

/** A scale's label for the day a cell starts on, in the reader's locale (the profile's, as every date). */
const fmt = (options: Intl.DateTimeFormatOptions) => (date: Date) => formatDayParts(date, options);
const monthYear = fmt({ month: "long", year: "numeric" });

/** Each zoom's scales and cell width: the bottom row is the unit of the grid, the top row names its period. */
export const ZOOM_SCALES: Record<Zoom, { scales: IScaleConfig[]; cellWidth: number }> = {
  day: {
    scales: [
      { unit: "month", step: 1, format: monthYear },
      { unit: "day", step: 1, format: fmt({ day: "numeric" }) },
    ],
    cellWidth: 32,
  },
  week: {
    scales: [
      { unit: "month", step: 1, format: monthYear },
      { unit: "week", step: 1, format: fmt({ month: "short", day: "numeric" }) },
    ],
    cellWidth: 72,
  },
  month: {
    scales: [
      { unit: "year", step: 1, format: fmt({ year: "numeric" }) },
      { unit: "month", step: 1, format: fmt({ month: "short" }) },
    ],
    cellWidth: 96,
  },
};

/** Whether the cell starting at `date` (one `unit` long) holds today: the chart marks that cell. */
export function holdsToday(date: Date, unit: string, today: Date): boolean {
  if (unit === "day") return date.toDateString() === today.toDateString();
  if (unit === "week") {
    const end = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 7);
    return date <= today && today < end;
  }
  if (unit === "month") return date.getFullYear() === today.getFullYear() && date.getMonth() === today.getMonth();
  return false;
}

// The theme's core (its colours and backgrounds), the grid's (it scrolls its rows by a CSS variable set there)
// and the chart's styles; not the all-in-one stylesheet, which loads web fonts from a CDN (verified-stack
// trap #13). The core's @font-face rules stay unused: Gantt.module.css gives the theme the app's font.
import "@svar-ui/react-core/style.css";
import "@svar-ui/react-grid/style.css";
import "@svar-ui/react-gantt/style.css";
import { useComputedColorScheme } from "@mantine/core";
import { Gantt, type IApi, type IColumnConfig, Willow, WillowDark } from "@svar-ui/react-gantt";
import { useCallback, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatDayParts } from "../../../components/DateText";
import { barToDays, type ChartLink, type ChartRow, linkType } from "../chart-data";
import classes from "./Gantt.module.css";
import { holdsToday, ZOOM_SCALES, type Zoom } from "./zoom";

export type ChartHandlers = {
  /** A bar was dragged or resized: its new stored days. Answers whether the server kept them. */
  onMove: (id: number, days: { start_at: string; due_date: string }) => Promise<boolean>;
  onLink: (source: number, target: number, type: number) => void;
  onUnlink: (id: number) => void;
  onOpen: (id: number) => void;
  onSelect: (id: number | null) => void;
};

type Props = { rows: ChartRow[]; links: ChartLink[]; zoom: Zoom; readonly: boolean } & ChartHandlers;

/** Marks the chart's own write-backs (a refused bar put back), which are no user's move to save. */
const PUT_BACK = "cairn-put-back";

/** What the library does on its own that Cairn does not offer from the chart: tasks are added and removed in lists. */
const BLOCKED = ["add-task", "delete-task", "copy-task", "move-task", "indent-task", "update-link"] as const;

/**
 * SVAR's Gantt (MIT core; PRO features unused) in the Willow theme. Rows come from the server's chart
 * (chart-data.ts); every change a user makes is intercepted and sent to the server, and the chart is drawn
 * again from the answer, so the chart never shows what the server did not keep.
 */
export function GanttChart(props: Props) {
  const { rows, links, zoom, readonly } = props;
  const { t } = useTranslation("gantt");
  // The handlers change with every render; the chart's listeners, made once, read the latest.
  const latest = useRef(props);
  latest.current = props;
  const byId = useMemo(() => new Map(rows.map((r) => [r.id, r])), [rows]);
  const rowsRef = useRef(byId);
  rowsRef.current = byId;

  const init = useCallback((api: IApi) => {
    // The library's grid passes row ids read from the page ("12"), its chart numbers: tasks are numbers here.
    const taskOf = (id: unknown) => {
      const row = rowsRef.current.get(Number(id));
      return row?.kind === "task" ? row : undefined;
    };
    const movable = (id: unknown) => taskOf(id)?.editable === true;
    for (const action of BLOCKED) api.intercept(action, () => false);
    // The server is asked first: a link appears once it is saved (the chart is drawn again from the answer).
    api.intercept("add-link", ({ link }) => {
      const type = linkType(String(link.type));
      if (type !== undefined) latest.current.onLink(Number(link.source), Number(link.target), type);
      return false;
    });
    api.intercept("delete-link", ({ id }) => {
      latest.current.onUnlink(Number(id));
      return false;
    });
    api.intercept("show-editor", ({ id }) => {
      const task = taskOf(id);
      if (task) latest.current.onOpen(Number(task.id));
      return false;
    });
    // A drag of a list's or the project's bar, of a task the reader may not edit, or of the progress: refused.
    api.intercept("drag-task", ({ id }) => movable(id));
    api.intercept("update-task", (ev) => {
      if (ev.eventSource === PUT_BACK) return true;
      if ("progress" in ev.task) return false;
      return ev.diff === undefined || movable(ev.id);
    });
    api.on("update-task", (ev) => {
      const before = taskOf(ev.id);
      if (ev.eventSource === PUT_BACK || ev.diff === undefined || ev.inProgress || !before) return;
      const bar = api.getTask(ev.id);
      if (!bar.start || !bar.end) return;
      void latest.current.onMove(Number(before.id), barToDays(bar.start, bar.end)).then((kept) => {
        if (kept) return;
        api.exec("update-task", { id: ev.id, task: { start: before.start, end: before.end }, eventSource: PUT_BACK });
      });
    });
    api.on("select-task", ({ id }) => {
      const task = taskOf(id);
      latest.current.onSelect(task ? Number(task.id) : null);
    });
  }, []);

  const columns = useMemo<IColumnConfig[]>(
    () => [
      { id: "text", header: t("columns.title"), flexgrow: 1 },
      {
        id: "start",
        header: t("columns.start"),
        width: 96,
        template: (_v: unknown, row: unknown) => dayText(rowsRef.current.get((row as ChartRow).id), "start"),
      },
      {
        id: "end",
        header: t("columns.due"),
        width: 96,
        template: (_v: unknown, row: unknown) => dayText(rowsRef.current.get((row as ChartRow).id), "due"),
      },
    ],
    [t],
  );

  const today = useMemo(() => new Date(), []);
  const { scales, cellWidth } = ZOOM_SCALES[zoom];
  // Only the grid's own unit (the bottom scale) is marked: the month above a day is not "today".
  const gridUnit = scales[scales.length - 1].unit;
  const highlightTime = useCallback(
    (date: Date, unit: string) => (unit === gridUnit && holdsToday(date, unit, today) ? classes.today : ""),
    [today, gridUnit],
  );
  // The library's dark theme follows the app's scheme (Gantt.module.css tunes both to Mantine's colours).
  const Theme = useComputedColorScheme("light") === "dark" ? WillowDark : Willow;
  return (
    <div className={classes.frame} data-testid="gantt-chart">
      <Theme fonts={false}>
        <Gantt
          init={init}
          tasks={rows}
          links={links}
          scales={scales}
          cellWidth={cellWidth}
          columns={columns}
          readonly={readonly}
          highlightTime={highlightTime}
          taskTemplate={BarText}
        />
      </Theme>
    </div>
  );
}

/** The stored day a column shows: the due day is the bar's last day, not the library's exclusive end. */
function dayText(row: ChartRow | undefined, which: "start" | "due"): string {
  if (!row || row.undated) return "";
  const days = barToDays(row.start, row.end);
  const day = which === "start" ? days.start_at : days.due_date;
  // A column too narrow for the year: "Dec 7", as a list writes a start day (DueDate), in the reader's locale.
  return formatDayParts(day, { month: "short", day: "numeric" });
}

/** A bar's label, with a class that draws placeholders (tasks without dates) and done tasks apart. */
function BarText({ data }: { data: { text?: string; undated?: boolean; done?: boolean } }) {
  const css = [classes.barText, data.undated ? classes.undated : "", data.done ? classes.done : ""].join(" ");
  return <div className={css}>{data.text}</div>;
}

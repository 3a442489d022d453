import type { GanttChart, GanttChartTask } from "@cairn/shared";
import { titleWithPlace } from "../../components/taskPlace";

/**
 * The chart's tasks as a picker's options, each with its list (components/taskPlace.ts): a project's lists
 * may hold tasks of the same title (a duplicated list), and the picker shows no rows to tell them apart.
 */
export function taskOptions(chart: GanttChart, tasks: GanttChartTask[] = chart.tasks) {
  const lists = new Map(chart.lists.map((l) => [l.id, l.title]));
  return tasks.map((x) => ({
    value: String(x.id),
    label: titleWithPlace(x.title, { list: lists.get(x.task_list_id) }),
  }));
}

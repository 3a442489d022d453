import { decodeGanttChart, GANTT_TASK_COLUMNS, type GanttChart } from "@cairn/shared";
import { expect } from "vitest";
import type { TestContext, TestUser } from "../../test/harness";
import { type ProjectTeam, projectTeam } from "../../test/team";

export type GanttTeam = ProjectTeam & {
  /** pm-pro/v2/projects/{pid}/gantt */
  g: string;
};

/** A project with a manager, a co-worker and a client (outsider: no member), and one list. */
export async function ganttTeam(t: TestContext): Promise<GanttTeam> {
  const team = await projectTeam(t, "Build");
  return { ...team, g: `/api/pm-pro/v2/projects/${team.pid}/gantt` };
}

/** A new task (201) with optional dates and fields, as `as` (the manager by default). */
export async function dated(
  t: TestContext,
  team: GanttTeam,
  title: string,
  dates: { start_at?: string; due_date?: string } = {},
  extra: { as?: TestUser; privacy?: boolean; task_list_id?: number } = {},
) {
  const { as = team.boss, ...fields } = extra;
  const res = await t.post(`${team.p}/tasks`, { title, task_list_id: team.list, ...dates, ...fields }, { as });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

/** Links source → target (201), as `as`; answers the link's id. */
export async function link(t: TestContext, team: GanttTeam, source: number, target: number, type = 0, as = team.boss) {
  const res = await t.post(team.g, { source, target, type }, { as });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

/** Turns the project's auto-schedule on or off through the project settings call. */
export async function autoSchedule(t: TestContext, team: GanttTeam, on: boolean) {
  const res = await t.post(
    `${team.p}/settings`,
    { settings: [{ key: "gantt_auto_schedule", value: on }] },
    { as: team.boss },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Moves a task's dates through the task update call, as `as`. */
export const move = (
  t: TestContext,
  team: GanttTeam,
  task: number,
  start_at: string,
  due_date: string,
  as = team.boss,
) => t.post(`${team.p}/tasks/${task}/update`, { start_at, due_date }, { as });

/** The chart as `as` reads it, its rows decoded as the web app decodes them. */
export async function readChart(t: TestContext, team: GanttTeam, as = team.boss): Promise<GanttChart> {
  const res = await t.get(team.g, { as });
  expect(res.status).toBe(200);
  expect(res.body.data.tasks.columns).toEqual(GANTT_TASK_COLUMNS);
  return decodeGanttChart(res.body.data);
}

/** Each task's dates as the chart shows them to `as`, by id. */
export async function chartDates(t: TestContext, team: GanttTeam, as = team.boss) {
  const chart = await readChart(t, team, as);
  return new Map(chart.tasks.map((r) => [r.id, [r.start_at, r.due_date]]));
}

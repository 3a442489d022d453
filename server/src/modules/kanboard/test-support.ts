import { expect } from "vitest";
import type { TestContext, TestUser } from "../../test/harness";

export type Team = {
  boss: TestUser;
  worker: TestUser;
  other: TestUser;
  client: TestUser;
  pid: number;
  /** pm/v2/projects/{pid} */
  p: string;
  /** pm-pro/v2/projects/{pid}/kanboard */
  k: string;
  list: number;
  /** The default columns by title: Open, In Progress, Done, Overdue. */
  col: Record<string, number>;
};

type Column = { id: number; title: string; task: { data: { id: number; title: string; status: number }[] } };

/** A project with a manager, two co-workers and a client, one list, and its board's default columns. */
export async function kanboardTeam(t: TestContext): Promise<Team> {
  const boss = await t.user();
  const worker = await t.user();
  const other = await t.user();
  const client = await t.user();
  const pid = await t.project({ manager: boss, coWorkers: [worker, other], clients: [client] });
  const p = `/api/pm/v2/projects/${pid}`;
  const k = `/api/pm-pro/v2/projects/${pid}/kanboard`;
  const made = await t.post(`${p}/task-lists`, { title: "Build" }, { as: boss });
  expect(made.status).toBe(201);
  const board = await t.get(k, { as: boss });
  expect(board.status).toBe(200);
  const col = Object.fromEntries((board.body.data as Column[]).map((c) => [c.title, c.id]));
  return { boss, worker, other, client, pid, p, k, list: made.body.data.id, col };
}

/** A new task (201), as `as`, with extra fields. */
export async function newTask(t: TestContext, team: Team, title: string, as: TestUser, extra: object = {}) {
  const res = await t.post(`${team.p}/tasks`, { title, task_list_id: team.list, ...extra }, { as });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

/** Each column's card titles, in order, as `as` sees the board. */
export async function boardTitles(t: TestContext, team: Team, as: TestUser): Promise<Record<string, string[]>> {
  const res = await t.get(team.k, { as });
  expect(res.status).toBe(200);
  return Object.fromEntries((res.body.data as Column[]).map((c) => [c.title, c.task.data.map((x) => x.title)]));
}

import { expect } from "vitest";
import type { TestContext, TestUser } from "./harness";

/** A project with a manager, a co-worker and a client, one list, and someone of no project. */
export type ProjectTeam = {
  boss: TestUser;
  worker: TestUser;
  client: TestUser;
  outsider: TestUser;
  pid: number;
  /** pm/v2/projects/{pid} */
  p: string;
  list: number;
};

/** The team most module tests start from; `listTitle` names its one list. */
export async function projectTeam(t: TestContext, listTitle: string): Promise<ProjectTeam> {
  const boss = await t.user();
  const worker = await t.user();
  const client = await t.user();
  const outsider = await t.user();
  const pid = await t.project({ manager: boss, coWorkers: [worker], clients: [client] });
  const p = `/api/pm/v2/projects/${pid}`;
  const made = await t.post(`${p}/task-lists`, { title: listTitle }, { as: boss });
  expect(made.status).toBe(201);
  return { boss, worker, client, outsider, pid, p, list: made.body.data.id };
}

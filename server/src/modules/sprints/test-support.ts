import { expect } from "vitest";
import type { TestContext, TestUser } from "../../test/harness";

export const SPRINTS = "/api/pm-pro/v2/sprints";

/**
 * Two projects: `boss` manages both, `lead` manages A only, `worker` works in A, `client` is A's client,
 * `outsider` belongs to neither; `admin` manages globally. Each project has one list.
 */
export async function sprintTeam(t: TestContext) {
  const [admin, boss, lead, worker, client, outsider] = [
    await t.user({ manager: true, admin: true }),
    await t.user(),
    await t.user(),
    await t.user(),
    await t.user(),
    await t.user(),
  ];
  const a = await t.project({ manager: boss, coWorkers: [worker], clients: [client] });
  const b = await t.project({ manager: boss });
  const members = [boss, lead].map((u) => ({ user_id: u.id, role_id: 1 }));
  const others = [
    { user_id: worker.id, role_id: 2 },
    { user_id: client.id, role_id: 3 },
  ];
  // `lead` shares no project with `boss` yet, so only a global manager may name him (the directory rule).
  const joined = await t.post(`/api/pm/v2/projects/${a}/update`, { assignees: [...members, ...others] }, { as: admin });
  expect(joined.status).toBe(200);
  const listOf = async (pid: number) =>
    (await t.post(`/api/pm/v2/projects/${pid}/task-lists`, { title: "Sprint work" }, { as: boss })).body.data
      .id as number;
  const lists = { [a]: await listOf(a), [b]: await listOf(b) };
  /** A task of the project (201), as `as`, with extra fields (estimation in minutes, privacy). */
  const task = async (pid: number, title: string, extra: object = {}, as: TestUser = boss) => {
    const res = await t.post(`/api/pm/v2/projects/${pid}/tasks`, { title, task_list_id: lists[pid], ...extra }, { as });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as number;
  };
  /** A sprint over the projects (201), as `as`. */
  const sprint = async (projectIds: number[], as: TestUser = boss, extra: object = {}) => {
    const res = await t.post(
      SPRINTS,
      { title: "Sprint", start_at: "2026-03-02", due_date: "2026-03-13", project_ids: projectIds, ...extra },
      { as },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as number;
  };
  const add = (id: number, taskIds: number[], as: TestUser = boss) =>
    t.post(`${SPRINTS}/${id}/tasks`, { task_ids: taskIds }, { as });
  /** The sprint's task titles as `as` sees them. */
  const titles = async (id: number, as: TestUser = boss) => {
    const res = await t.get(`${SPRINTS}/${id}?with=tasks`, { as });
    expect(res.status).toBe(200);
    return (res.body.data.tasks.data as { title: string }[]).map((x) => x.title);
  };
  return { admin, boss, lead, worker, client, outsider, a, b, lists, task, sprint, add, titles };
}

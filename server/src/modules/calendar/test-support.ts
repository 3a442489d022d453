import { expect } from "vitest";
import type { TestContext, TestUser } from "../../test/harness";

/**
 * A team for calendar tests: a manager, a co-worker, a client and someone of another project, one list, and
 * helpers that make dated tasks and milestones and read the calendar.
 */
export function calendarFixture(t: TestContext) {
  async function team() {
    const manager = await t.user({ name: "Mona Manager" });
    const worker = await t.user({ name: "Walt Worker" });
    const client = await t.user({ name: "Cleo Client" });
    const stranger = await t.user({ name: "Sid Stranger" });
    const pid = await t.project({ manager, coWorkers: [worker], clients: [client] });
    await t.project({ manager: stranger });
    const listId = await list(pid, manager, "Work");
    return { manager, worker, client, stranger, pid, listId };
  }

  async function list(pid: number, as: TestUser, title: string, extra: Record<string, unknown> = {}) {
    const res = await t.post(`/api/pm/v2/projects/${pid}/task-lists`, { title, ...extra }, { as });
    expect(res.status).toBe(201);
    return res.body.data.id as number;
  }

  type TaskSpec = { title?: string; start_at?: string; due_date?: string; privacy?: boolean; assignees: TestUser[] };
  async function task(pid: number, listId: number, as: TestUser, spec: TaskSpec) {
    const { assignees, ...rest } = spec;
    const res = await t.post(
      `/api/pm/v2/projects/${pid}/tasks`,
      { title: "Task", task_list_id: listId, assignees: assignees.map((u) => u.id), ...rest },
      { as },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as number;
  }

  async function milestone(pid: number, as: TestUser, title: string, day: string, privacy = false) {
    const res = await t.post(`/api/pm/v2/projects/${pid}/milestones`, { title, achieve_date: day, privacy }, { as });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as number;
  }

  /** Saves the project's capability flags for a role (the others keep their defaults). */
  async function flags(pid: number, as: TestUser, role: "co_worker" | "client", value: Record<string, boolean>) {
    const res = await t.post(
      `/api/pm/v2/projects/${pid}/settings`,
      { settings: [{ key: "capabilities", value: { [role]: value } }] },
      { as },
    );
    expect(res.status).toBeLessThan(300);
  }

  const events = (as: TestUser, query: Record<string, string>, headers?: Record<string, string>) =>
    t.get("/api/pm-pro/v2/calendar-events", { as, query, headers });
  const resource = (as: TestUser, query: Record<string, string>) =>
    t.get("/api/pm-pro/v2/calendar-resource", { as, query });
  const titles = (body: { data: { title: string }[] }) => body.data.map((e) => e.title);

  return { team, list, task, milestone, flags, events, resource, titles };
}

import { expect } from "vitest";
import type { TestContext } from "../../test/harness";
import { type ProjectTeam, projectTeam } from "../../test/team";

export type FieldTeam = ProjectTeam & {
  /** pm-pro/v2/projects/{pid}/custom-fields */
  f: string;
};

/** A project with a manager, a co-worker and a client, one list, and someone of no project. */
export async function fieldTeam(t: TestContext): Promise<FieldTeam> {
  const team = await projectTeam(t, "Work");
  return { ...team, f: `/api/pm-pro/v2/projects/${team.pid}/custom-fields` };
}

/** A new field (201), as the project's manager; answers its id. */
export async function newField(t: TestContext, team: FieldTeam, body: Record<string, unknown>) {
  const res = await t.post(team.f, body, { as: team.boss });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

/** A new task (201) in the team's list, as `as` (the manager by default); answers the whole answer's data. */
export async function newTask(t: TestContext, team: FieldTeam, body: Record<string, unknown>, as = team.boss) {
  const res = await t.post(`${team.p}/tasks`, { task_list_id: team.list, ...body }, { as });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; custom_fields: { data: { id: number; value: unknown }[] } };
}

/** A task's values by field id, as its single read answers them. */
export async function valuesOf(t: TestContext, team: FieldTeam, taskId: number, as = team.boss) {
  const res = await t.get(`${team.p}/tasks/${taskId}`, { as });
  expect(res.status).toBe(200);
  const fields = res.body.data.custom_fields.data as { id: number; value: unknown }[];
  return Object.fromEntries(fields.map((f) => [f.id, f.value]));
}

/** Switches the module, as a workspace admin. */
export async function switchCustomFields(t: TestContext, type: "activate" | "deactivate") {
  const admin = await t.user({ manager: true, admin: true });
  const res = await t.post("/api/pm-pro/v2/module-update", { module: "custom-fields", type }, { as: admin });
  expect(res.status).toBe(200);
}

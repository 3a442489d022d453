import { KANBOARD_MESSAGES as M } from "@cairn/shared";
import { describe, expect, it } from "vitest";
import { type TestUser, useTestApp } from "../../test/harness";
import { kanboardTeam, newTask, type Team } from "./test-support";

const t = useTestApp();

const preview = (team: Team, column: number, users: string, as: TestUser = team.boss) =>
  t.get(`${team.k}/${column}/assign-preview`, { as, query: { users } });
const assigneeIds = async (team: Team, id: number) =>
  ((await t.get(`${team.p}/tasks/${id}`, { as: team.boss })).body.data.assignees.data as { id: number }[])
    .map((u) => u.id)
    .sort((a, b) => a - b);

/** A column "Crew" holding three cards of the list, and one of a list that is then archived. */
async function crewColumn(team: Team) {
  const made = await t.post(team.k, { title: "Crew" }, { as: team.boss });
  expect(made.status).toBe(201);
  const crew = made.body.data.id as number;
  const old = (await t.post(`${team.p}/task-lists`, { title: "Old" }, { as: team.boss })).body.data.id as number;
  const into = { kan_board_id: crew };
  const both = await newTask(t, team, "Both", team.boss, { ...into, assignees: [team.worker.id, team.other.id] });
  const one = await newTask(t, team, "One", team.boss, { ...into, assignees: [team.worker.id] });
  const none = await newTask(t, team, "None", team.boss, into);
  const put = await newTask(t, team, "Put away", team.boss, { ...into, task_list_id: old });
  expect((await t.post(`${team.p}/task-lists/${old}/update`, { status: 0 }, { as: team.boss })).status).toBe(200);
  return { crew, both, one, none, put };
}

describe("GET kanboard/{board}/assign-preview (issue 46 point 4)", () => {
  it("counts the cards a users rule would give someone new; saving it changes exactly those", async () => {
    const team = await kanboardTeam(t);
    const c = await crewColumn(team);
    const users = `${team.worker.id},${team.other.id}`;
    // "One" lacks Other, "None" lacks both; "Both" has them; the archived list's card is put away.
    expect((await preview(team, c.crew, users)).body).toEqual({ data: { cards: 2 } });
    expect((await preview(team, c.crew, String(team.worker.id))).body.data.cards).toBe(1);
    // The same person twice counts once; an empty column has nothing to change.
    expect((await preview(team, c.crew, `${team.worker.id},${team.worker.id}`)).body.data.cards).toBe(1);
    expect((await preview(team, team.col.Done, users)).body.data.cards).toBe(0);

    const saved = await t.post(
      `${team.k}/${c.crew}/update`,
      { automation: { type: "users", users: [team.worker.id, team.other.id] } },
      { as: team.boss },
    );
    expect(saved.status).toBe(200);
    const pair = [team.worker.id, team.other.id].sort((a, b) => a - b);
    for (const id of [c.both, c.one, c.none]) expect(await assigneeIds(team, id)).toEqual(pair);
    // The archived list's task was left as it was, and nothing is left to change.
    expect(await assigneeIds(team, c.put)).toEqual([]);
    expect((await preview(team, c.crew, users)).body.data.cards).toBe(0);
  });

  it("a status rule saved on a column holding an archived list's card leaves that task as it was", async () => {
    const team = await kanboardTeam(t);
    const c = await crewColumn(team);
    const saved = await t.post(
      `${team.k}/${c.crew}/update`,
      { automation: { type: "taskStatus", status: "completed" } },
      { as: team.boss },
    );
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(200);
    const status = async (id: number) => (await t.get(`${team.p}/tasks/${id}`, { as: team.boss })).body.data.status;
    expect([await status(c.both), await status(c.one), await status(c.none)]).toEqual([1, 1, 1]);
    expect(await status(c.put)).toBe(0);
  });

  it("refuses with the documented errors and changes nothing", async () => {
    const team = await kanboardTeam(t);
    const c = await crewColumn(team);
    const elsewhere = await kanboardTeam(t);
    const refused = async (res: Awaited<ReturnType<typeof preview>>, status: number, field?: string, text?: string) => {
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      if (field) {
        expect(res.body.code).toBe("rest_invalid_param");
        expect(res.body.data.params[field]).toEqual([text]);
      }
    };
    await refused(await preview(team, c.crew, ""), 400, "users", M.automationUsersRequired);
    // A malformed id is named by its place in the list (users.0), as every id list's is.
    await refused(await preview(team, c.crew, "abc"), 400, "users.0", "Must be a number.");
    await refused(await preview(team, c.crew, "-4"), 400, "users.0", "Must be a positive id.");
    const missing = await t.get(`${team.k}/${c.crew}/assign-preview`, { as: team.boss });
    await refused(missing, 400, "users", M.automationUsersRequired);
    // Someone of another project is not a member here, as the save itself would say.
    await refused(await preview(team, c.crew, String(elsewhere.worker.id)), 400, "users", M.automationUsersNotMembers);
    // Another project's column, and a column that is none.
    const foreign = await preview(team, elsewhere.col.Open, String(team.worker.id));
    await refused(foreign, 404);
    expect(foreign.body.message).toEqual([M.columnNotFound]);
    await refused(await preview(team, 999_999, String(team.worker.id)), 404);
    // Column rules are the managers': co-workers and clients are refused, outsiders do not see the project.
    for (const who of [team.worker, team.client]) {
      const res = await preview(team, c.crew, String(team.worker.id), who);
      await refused(res, 403);
      expect(res.body.code).toBe("rest_forbidden");
    }
    await refused(await preview(team, c.crew, String(team.worker.id), elsewhere.boss), 404);
    const signedOut = await t.get(`${team.k}/${c.crew}/assign-preview`, { query: { users: String(team.worker.id) } });
    expect(signedOut.status).toBe(401);
    // Asking changed nobody's tasks.
    expect(await assigneeIds(team, c.none)).toEqual([]);
    expect(await assigneeIds(team, c.one)).toEqual([team.worker.id]);
  });
});

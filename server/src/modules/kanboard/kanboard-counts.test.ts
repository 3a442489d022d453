import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { kanboardTeam, newTask } from "./test-support";

const t = useTestApp();

/** Columns whose kept count (migration 0032) differs from their cards. */
async function countsOff() {
  const res = (await t.database.db.execute(sql`
    select c.id, c.card_count as kept, (select count(*)::int from kanboard_cards k where k.column_id = c.id) as cards
    from kanboard_columns c
    where c.card_count <> (select count(*)::int from kanboard_cards k where k.column_id = c.id)`)) as unknown as {
    rows: { id: number; kept: number; cards: number }[];
  };
  return res.rows;
}

type Column = { title: string; task: { meta: { pagination: { total: number } } } };

describe("a column's count of cards", () => {
  it("follows every way cards come, move and go, and the board answers it as the column's total", async () => {
    const team = await kanboardTeam(t);
    const totals = async () => {
      const res = await t.get(team.k, { as: team.boss });
      return Object.fromEntries((res.body.data as Column[]).map((c) => [c.title, c.task.meta.pagination.total]));
    };
    // New tasks land in Open (its automation); one straight into a column with kan_board_id.
    const a = await newTask(t, team, "A", team.boss);
    const b = await newTask(t, team, "B", team.boss);
    await newTask(t, team, "C", team.boss, { kan_board_id: team.col.Overdue });
    expect(await totals()).toMatchObject({ Open: 2, Overdue: 1, Done: 0 });
    // Completing moves the card to Done (automation), a drag moves it back.
    expect((await t.post(`${team.p}/tasks/${a}/change-status`, { status: 1 }, { as: team.boss })).status).toBe(200);
    expect(await totals()).toMatchObject({ Open: 1, Done: 1 });
    const back = await t.post(
      `${team.k}/task-order`,
      { is_move: "yes", section_id: team.col.Open, sender_section_id: team.col.Done, orders: [{ id: a, index: 0 }] },
      { as: team.worker },
    );
    expect(back.status).toBe(200);
    expect(await totals()).toMatchObject({ Open: 2, Done: 0 });
    // Taken off a column, and the task deleted (its card goes by cascade).
    await t.post(`${team.k}/${team.col.Open}/tasks/${b}/delete`, {}, { as: team.worker });
    await t.post(`${team.p}/tasks/${a}/delete`, {}, { as: team.boss });
    expect(await totals()).toMatchObject({ Open: 0, Overdue: 1 });
    // A duplicated project's board counts its own cards, once.
    await newTask(t, team, "D", team.boss);
    const boss = await t.user({ manager: true });
    expect((await t.post(`/api/pm-pro/v2/duplicate/project/${team.pid}`, {}, { as: boss })).status).toBe(201);
    // A deleted column takes its cards with it.
    expect((await t.post(`${team.k}/${team.col.Overdue}/delete`, {}, { as: team.boss })).status).toBe(200);
    expect(await countsOff()).toEqual([]);
  });

  it("a reader who may not see every card gets the count of those he sees", async () => {
    const team = await kanboardTeam(t);
    await newTask(t, team, "Open one", team.boss);
    await newTask(t, team, "Secret", team.boss, { privacy: true });
    const seen = async (as: typeof team.client) => {
      const res = await t.get(team.k, { as });
      const open = (res.body.data as Column[]).find((c) => c.title === "Open");
      return open?.task.meta.pagination.total;
    };
    expect(await seen(team.boss)).toBe(2);
    expect(await seen(team.client)).toBe(1);
  });
});

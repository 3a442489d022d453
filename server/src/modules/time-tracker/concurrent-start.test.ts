import { TIME_DONE, TIME_MESSAGES } from "@cairn/shared";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { timeTracker } from "./test-support";

const t = useTestApp();
const tt = timeTracker(t);

/** Enough rounds that the race is met on either database (without the per-person lock most rounds gave a 500). */
const ROUNDS = 8;

describe("the time tracker: starts racing each other (two tabs, a double click)", () => {
  it("five starts at once on two tasks: every answer is 201 or 200, never 5xx, and one timer runs", async () => {
    const { worker, pid, taskId: a, task } = await tt.team();
    const b = await task();
    for (let round = 0; round < ROUNDS; round++) {
      const tasks = [a, b, a, b, a];
      const answers = await Promise.all(tasks.map((id) => tt.start(id, pid, worker)));
      for (const res of answers) {
        expect({ status: res.status, body: res.body }).toMatchObject({
          status: expect.toBeOneOf([200, 201]),
          body: { message: expect.toBeOneOf([TIME_DONE.started, TIME_DONE.alreadyRunning]) },
        });
      }
      const left = await tt.running(worker.id);
      expect(left).toHaveLength(1);
      // As in a serial run, the timer left is the one the last start answered with.
      expect(answers.map((r) => r.body.data.id)).toContain(left[0].id);
      await tt.stop(left[0].task_id, pid, worker);
    }
    // Every log stopped on the way has its total, as a serial stop gives it.
    const open = await tt.rows(
      sql`select id from time_logs where user_id = ${worker.id} and stop is not null and total is null`,
    );
    expect(open).toEqual([]);
  });

  it("starts at once by two people do not wait on or refuse each other", async () => {
    const { worker, colleague, pid, task } = await tt.team();
    const shared = await task([worker, colleague]);
    const answers = await Promise.all([worker, colleague, worker, colleague].map((who) => tt.start(shared, pid, who)));
    for (const res of answers) expect([200, 201]).toContain(res.status);
    expect(await tt.running(worker.id)).toHaveLength(1);
    expect(await tt.running(colleague.id)).toHaveLength(1);
  });

  it("a running log that appears past the turn (a writer outside the app) is a 409 with a message, not a 500", async () => {
    const { worker, pid, taskId, task } = await tt.team();
    const other = await task();
    const outside = new pg.Client({ connectionString: t.databaseUrl });
    await outside.connect();
    try {
      await outside.query("begin");
      await outside.query("insert into time_logs (project_id, task_id, user_id, start) values ($1, $2, $3, now())", [
        pid,
        other,
        worker.id,
      ]);
      const answer = tt.start(taskId, pid, worker);
      // The start waits on the outside row's index entry; once it does, the outside writer commits.
      for (let i = 0; i < 100 && !(await startIsWaiting(outside)); i++) await new Promise((r) => setTimeout(r, 20));
      await outside.query("commit");
      const res = await answer;
      expect({ status: res.status, body: res.body }).toMatchObject({
        status: 409,
        body: { code: "rest_conflict", message: [TIME_MESSAGES.startedElsewhere], data: { status: 409 } },
      });
      expect(await tt.running(worker.id)).toEqual([{ id: expect.any(Number), task_id: other }]);
    } finally {
      await outside.end();
    }
  });
});

/** Whether some other session of this database waits on a lock (the app's start on the index entry). */
async function startIsWaiting(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query(
    `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where not l.granted and a.datname = current_database() and a.pid <> pg_backend_pid()`,
  );
  return rows[0].n > 0;
}

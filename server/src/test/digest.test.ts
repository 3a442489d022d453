import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseDigest, databaseWatch } from "./digest";
import { useTestApp } from "./harness";

const t = useTestApp();

/** The fuzz and permission suites trust this digest to see any write a refused request made. */
describe("database digest", () => {
  it("stays the same without a write, and sees an insert, an in-place update and a delete", async () => {
    const boss = await t.user({ manager: true });
    const pid = await t.project({ manager: boss });
    const digest = await databaseDigest(t);
    const start = await digest();
    expect(await digest()).toBe(start);

    await t.database.db.execute(
      sql`insert into task_lists (project_id, title, created_by) values (${pid}, 'Quiet', ${boss.id})`,
    );
    const inserted = await digest();
    expect(inserted).not.toBe(start);
    expect(await digest()).toBe(inserted);

    // Same length, same row: only the content tells.
    await t.database.db.execute(sql`update task_lists set title = 'Quieu' where project_id = ${pid}`);
    const updated = await digest();
    expect(updated).not.toBe(inserted);

    await t.database.db.execute(sql`delete from task_lists where project_id = ${pid} and title = 'Quieu'`);
    expect(await digest()).not.toBe(updated);
  });

  it("leaves out bookkeeping: a new session changes nothing it reports", async () => {
    const boss = await t.user({ manager: true });
    const digest = await databaseDigest(t);
    const start = await digest();
    const res = await t.post("/api/auth/login", { email: boss.email, password: boss.password });
    expect(res.status).toBe(200);
    expect(await digest()).toBe(start);
  });

  it("a pinned watch sees what changed since the pin, and nothing when only bookkeeping was written", async () => {
    const boss = await t.user({ manager: true });
    const pid = await t.project({ manager: boss });
    const watch = await databaseWatch(t);
    try {
      expect(await (await watch.pin()).changed()).toBe(false);

      let pinned = await watch.pin();
      await t.database.db.execute(sql`update projects set title = 'Renamed' where id = ${pid}`);
      expect(await pinned.changed()).toBe(true);

      // The WAL moved (a bookkeeping table was written), the content it judges did not.
      pinned = await watch.pin();
      await t.database.db.execute(sql`update sessions set expires_at = expires_at + interval '1 second'`);
      expect(await pinned.changed()).toBe(false);

      pinned = await watch.pin();
      expect((await t.post("/api/auth/login", { email: boss.email, password: boss.password })).status).toBe(200);
      expect(await pinned.changed()).toBe(false);

      // A pin left unread is let go by the next one.
      await watch.pin();
      pinned = await watch.pin();
      await t.database.db.execute(sql`delete from project_members where project_id = ${pid}`);
      expect(await pinned.changed()).toBe(true);
    } finally {
      await watch.close();
    }
  });
});

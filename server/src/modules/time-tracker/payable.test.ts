import fs from "node:fs";
import path from "node:path";
import { INVOICE_MESSAGES, TIME_MESSAGES } from "@cairn/shared";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type TestUser, useTestApp } from "../../test/harness";
import { timeTracker } from "./test-support";

const t = useTestApp();
const tt = timeTracker(t);

/** Issue 46 point 5: time logs carry a payable flag, billed logs are marked and kept. */
describe("the time tracker: billable time", () => {
  const change = (id: number, body: unknown, as: TestUser) => t.post(`/api/pm-pro/v2/time/${id}`, body, { as });
  type Log = { id: number; payable: boolean; billed: boolean; invoice: unknown; meta: Record<string, boolean> };
  const logOf = async (taskId: number, id: number, as: TestUser) =>
    ((await tt.others(taskId, as)).body.data as Log[]).find((l) => l.id === id);

  /** An invoice of the project billing these logs of `taskId`, made by the manager. */
  const bill = async (pid: number, manager: TestUser, client: TestUser, taskId: number, logIds: number[]) => {
    const res = await t.post(
      `/api/pm-pro/v2/projects/${pid}/invoice`,
      {
        client_id: client.id,
        title: "March",
        items: { entryTasks: [{ task_id: taskId, task: "Task", amount: 50, hour: 1 }] },
        time_log_ids: logIds,
      },
      { as: manager },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as { id: number; title: string };
  };

  it("a log takes its task's payable when started or typed in; custom time may say otherwise", async () => {
    const { worker, pid, task } = await tt.team();
    const billable = await task([worker], { payable: true });
    const free = await task([worker]);
    const started = await tt.start(billable, pid, worker);
    expect(started.body.data).toMatchObject({ payable: true, billed: false, invoice: null, meta: { can_edit: true } });
    await tt.stop(billable, pid, worker);
    expect((await tt.start(free, pid, worker)).body.data.payable).toBe(false);
    await tt.stop(free, pid, worker);
    const typed = (body: Record<string, unknown>) =>
      t.post(
        "/api/pm-pro/v2/custom-time",
        { task_id: free, date: "2026-03-02", time: "1:00", ...body },
        { as: worker },
      );
    expect((await typed({})).body.data.payable).toBe(false);
    expect((await typed({ payable: true })).body.data.payable).toBe(true);
    expect((await typed({ payable: "1" })).body.data.payable).toBe(true);
    const before = await tt.snapshot();
    const bad = await typed({ payable: "maybe" });
    expect(bad.status).toBe(400);
    expect(bad.body.data.params.payable).toEqual(["Must be true or false."]);
    expect(await tt.snapshot()).toBe(before);
    // The reader's own logs on the single task carry it too.
    const own = await tt.withTime(pid, free, worker);
    expect(own.body.data.time.data.map((l: Log) => l.payable)).toEqual([false, true, true, false]);
  });

  it("its tracker and the project's managers set a log's payable; others are refused and nothing changes", async () => {
    const { manager, worker, colleague, client, pid, taskId, task } = await tt.team();
    const log = (await tt.custom(taskId, pid, worker, "2026-03-02", "2:00")).body.data;
    expect(log.payable).toBe(false);
    const mine = await change(log.id, { payable: true }, worker);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ message: "The time log has been updated.", data: { id: log.id, payable: true } });
    expect(mine.body.data.user.data.id).toBe(worker.id);
    const managed = await change(log.id, { payable: "0" }, manager);
    expect(managed.status).toBe(200);
    expect(managed.body.data).toMatchObject({ payable: false, created_by: worker.id, meta: { can_edit: true } });
    // What a reader may do is in the answers: the colleague and the client may not.
    expect((await logOf(taskId, log.id, colleague))?.meta).toEqual({ can_delete: false, can_edit: false });
    expect((await logOf(taskId, log.id, manager))?.meta).toEqual({ can_delete: false, can_edit: true });
    const before = await tt.snapshot();
    expect((await change(log.id, { payable: true }, colleague)).status).toBe(403);
    expect((await change(log.id, { payable: true }, client)).status).toBe(403);
    expect((await change(log.id, { payable: "perhaps" }, worker)).status).toBe(400);
    expect((await change(log.id, {}, worker)).body.data.params.payable).toBeDefined();
    expect((await change(log.id + 1000, { payable: true }, worker)).status).toBe(404);
    const outsider = await t.user({ name: "Outsider" });
    const hidden = await change(log.id, { payable: true }, outsider);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toEqual([TIME_MESSAGES.logNotFound]);
    expect(await tt.snapshot()).toBe(before);
    // A private task hides its logs from a member who may not see it: 404, as for a missing log.
    const secret = await task([worker], { privacy: true });
    const secretLog = (await tt.custom(secret, pid, worker, "2026-03-02", "1:00")).body.data;
    await t.post(
      `/api/pm/v2/projects/${pid}/settings`,
      { settings: [{ key: "capabilities", value: { client: { view_private_task: false } } }] },
      { as: manager },
    );
    expect((await change(secretLog.id, { payable: true }, client)).body.message).toEqual([TIME_MESSAGES.logNotFound]);
    // A done task's logs still take the flag: it changes what is billed, not the time.
    expect(
      (await t.post(`/api/pm/v2/projects/${pid}/tasks/${taskId}/change-status`, { status: 1 }, { as: manager })).status,
    ).toBe(200);
    expect((await change(log.id, { payable: true }, worker)).body.data.payable).toBe(true);
  });

  it("a billed log names its invoice to those who may read it, and is neither deleted nor made unbillable", async () => {
    const { manager, worker, colleague, client, pid, task } = await tt.team();
    const taskId = await task([worker, colleague], { payable: true });
    const log = (await tt.custom(taskId, pid, worker, "2026-03-02", "1:00")).body.data;
    const other = (await tt.custom(taskId, pid, worker, "2026-03-03", "1:00")).body.data;
    const invoice = await bill(pid, manager, client, taskId, [log.id]);
    const named = { data: { id: invoice.id, title: "March" } };
    expect(await logOf(taskId, log.id, manager)).toMatchObject({ billed: true, invoice: named, payable: true });
    expect(await logOf(taskId, log.id, client)).toMatchObject({ billed: true, invoice: named });
    // The tracker and his colleague may not read the invoice: they learn the log is billed, not by which.
    const seen = await logOf(taskId, log.id, worker);
    expect(seen).toMatchObject({ billed: true, invoice: null, meta: { can_delete: false, can_edit: false } });
    expect(await logOf(taskId, log.id, colleague)).toMatchObject({ billed: true, invoice: null });
    expect(await logOf(taskId, other.id, worker)).toMatchObject({ billed: false, meta: { can_delete: true } });
    const own = await tt.withTime(pid, taskId, worker);
    expect(own.body.data.time.data.find((l: Log) => l.id === log.id)).toMatchObject({ billed: true, invoice: null });
    const byManager = await t.get(`/api/pm/v2/projects/${pid}/tasks/${taskId}`, {
      as: manager,
      query: { with: "time" },
    });
    expect(byManager.status).toBe(200);

    const before = await tt.snapshot();
    const del = await tt.remove(log.id, worker);
    expect(del.status).toBe(422);
    expect(del.body.message).toEqual([TIME_MESSAGES.billedDelete]);
    const unbill = await change(log.id, { payable: false }, manager);
    expect(unbill.status).toBe(422);
    expect(unbill.body.message).toEqual([TIME_MESSAGES.billedPayable]);
    expect((await change(log.id, { payable: false }, worker)).status).toBe(422);
    // Asking for the flag it has is no change.
    expect((await change(log.id, { payable: true }, worker)).body.data).toMatchObject({ billed: true, payable: true });
    expect(await tt.snapshot()).toBe(before);

    // Once the invoice lets it go (deleted), the log is the tracker's to change again.
    expect(
      (await t.post(`/api/pm-pro/v2/projects/${pid}/invoice/${invoice.id}/delete`, {}, { as: manager })).status,
    ).toBe(200);
    expect((await change(log.id, { payable: false }, worker)).body.data).toMatchObject({
      billed: false,
      payable: false,
    });
    expect((await tt.remove(log.id, worker)).status).toBe(200);
  });

  it("an invoice bills only finished, payable logs whose task has a line on it", async () => {
    const { manager, worker, client, pid, task } = await tt.team();
    const taskId = await task([worker], { payable: true });
    const free = await task([worker]);
    const freeLog = (await tt.custom(free, pid, worker, "2026-03-02", "1:00")).body.data;
    const running = (await tt.start(taskId, pid, worker)).body.data;
    const url = `/api/pm-pro/v2/projects/${pid}/invoice`;
    const lines = { entryTasks: [{ task_id: free, task: "Free", amount: 50, hour: 1 }] };
    const refused = async (ids: number[], items: unknown = lines) => {
      const res = await t.post(url, { client_id: client.id, title: "X", items, time_log_ids: ids }, { as: manager });
      expect(res.status).toBe(400);
      return res.body.data.params["time_log_ids.0"];
    };
    const before = await tt.snapshot();
    expect(await refused([running.id])).toEqual([INVOICE_MESSAGES.logRunning]);
    expect(await refused([freeLog.id])).toEqual([INVOICE_MESSAGES.logNotPayable]);
    await change(freeLog.id, { payable: true }, worker);
    const snapshot = await tt.snapshot();
    const otherTask = { entryTasks: [{ task_id: taskId, task: "Task", amount: 50, hour: 1 }] };
    expect(await refused([freeLog.id], otherTask)).toEqual([INVOICE_MESSAGES.logWithoutLine]);
    expect(await tt.snapshot()).toBe(snapshot);
    expect(before).not.toBe(snapshot);
  });

  it("the migration gives existing logs their task's payable", async () => {
    const { worker, pid, task } = await tt.team();
    const billable = await task([worker], { payable: true });
    const log = (await tt.custom(billable, pid, worker, "2026-03-02", "1:00")).body.data;
    await t.database.db.execute(sql`update time_logs set payable = false where id = ${log.id}`);
    const file = path.join(import.meta.dirname, "../../db/migrations/0048_time_logs_payable.sql");
    const backfill = fs.readFileSync(file, "utf8").split("--> statement-breakpoint")[1];
    await t.database.db.execute(sql.raw(backfill));
    const rows = await tt.rows<{ payable: boolean }>(sql`select payable from time_logs where id = ${log.id}`);
    expect(rows).toEqual([{ payable: true }]);
  });
});

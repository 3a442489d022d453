import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseDigest } from "../../test/digest";
import type { TestUser } from "../../test/harness";
import { useTestApp } from "../../test/harness";
import { timeTracker } from "../time-tracker/test-support";

const t = useTestApp();
const tt = timeTracker(t);

type Offered = {
  entryTasks: { task_id: number; task: string; amount: string; hour: string }[];
  time_log_ids: number[];
  tasks: { task_id: number; task: string; logs: { id: number; day: string; minutes: number; user: unknown }[] }[];
};

/** Issue 46 point 5: the invoice form's 'Add unbilled time' lists payable logs by task and bills the chosen ones. */
describe("invoices: unbilled time", () => {
  const offered = async (pid: number, as: TestUser, query: Record<string, string> = {}) => {
    const res = await t.get(`/api/pm-pro/v2/projects/${pid}/invoice/tracked-time`, { as, query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Offered;
  };
  const setPayable = (id: number, payable: boolean, as: TestUser) =>
    t.post(`/api/pm-pro/v2/time/${id}`, { payable }, { as });

  it("lists the logs' own payable, finished time by task, with who, which day and the minutes billed", async () => {
    const { manager, worker, colleague, pid, task } = await tt.team();
    const build = await task([worker, colleague], { title: "Build", payable: true });
    const favour = await task([worker], { title: "Favour" });
    const a = (await tt.custom(build, pid, worker, "2026-03-02", "1:30")).body.data;
    const b = (await tt.custom(build, pid, colleague, "2026-03-03", "0:45")).body.data;
    const unbillable = (await tt.custom(build, pid, worker, "2026-03-04", "2:00")).body.data;
    expect((await setPayable(unbillable.id, false, worker)).status).toBe(200);
    const madeBillable = (await tt.custom(favour, pid, worker, "2026-03-05", "0:20")).body.data;
    expect((await setPayable(madeBillable.id, true, manager)).status).toBe(200);
    await tt.custom(favour, pid, worker, "2026-03-06", "3:00"); // not payable, as its task
    await tt.start(build, pid, colleague); // running: not offered
    // A manager west of UTC still sees custom time on the day typed in.
    await t.database.db.execute(sql`update users set timezone = 'America/New_York' where id = ${manager.id}`);
    const all = await offered(pid, manager, { rate: "40" });
    expect(all.tasks).toEqual([
      {
        task_id: build,
        task: "Build",
        logs: [
          {
            id: a.id,
            user: { data: { id: worker.id, display_name: "Worker" } },
            day: "2026-03-02",
            total: 5400,
            minutes: 90,
            custom: true,
          },
          expect.objectContaining({ id: b.id, day: "2026-03-03", minutes: 45 }),
        ],
      },
      { task_id: favour, task: "Favour", logs: [expect.objectContaining({ id: madeBillable.id, minutes: 20 })] },
    ]);
    expect(all.entryTasks).toEqual([
      { task_id: build, task: "Build", amount: "40", hour: "2.25", tax: "0" },
      { task_id: favour, task: "Favour", amount: "40", hour: "0.333333", tax: "0" },
    ]);
    expect(all.time_log_ids).toEqual([a.id, b.id, madeBillable.id]);
    // The range is optional; either end alone narrows it.
    expect((await offered(pid, manager, { start: "2026-03-03" })).time_log_ids).toEqual([b.id, madeBillable.id]);
    expect((await offered(pid, manager, { end: "2026-03-02" })).time_log_ids).toEqual([a.id]);
    expect((await offered(pid, manager, { start: "2026-03-03", end: "2026-03-04" })).time_log_ids).toEqual([b.id]);
  });

  it("an invoice claims exactly the logs chosen; they are billed once, kept by edits, freed by deletion", async () => {
    const { manager, worker, client, pid, task } = await tt.team();
    const build = await task([worker], { title: "Build", payable: true });
    const logs = [];
    for (const day of ["2026-03-02", "2026-03-03", "2026-03-04"])
      logs.push((await tt.custom(build, pid, worker, day, "1:00")).body.data.id as number);
    const url = `/api/pm-pro/v2/projects/${pid}/invoice`;
    const body = (ids?: number[]) => ({
      client_id: client.id,
      title: "March",
      items: { entryTasks: [{ task_id: build, task: "Build", amount: "40", hour: "2" }] },
      ...(ids ? { time_log_ids: ids } : {}),
    });
    const made = await t.post(url, body([logs[0], logs[2]]), { as: manager });
    expect(made.status).toBe(201);
    const invoice = made.body.data;
    expect(invoice.time_logs).toEqual([
      { id: logs[0], task_id: build },
      { id: logs[2], task_id: build },
    ]);
    expect((await offered(pid, manager)).time_log_ids).toEqual([logs[1]]);
    // Saved again without `time_log_ids`, the invoice keeps what it bills; a second invoice cannot take it.
    expect((await t.post(`${url}/${invoice.id}`, body(), { as: manager })).body.data.time_logs).toHaveLength(2);
    const twice = await t.post(url, body([logs[1], logs[0]]), { as: manager });
    expect(twice.status).toBe(400);
    expect(twice.body.data.params).toEqual({ "time_log_ids.1": ["This time is billed on another invoice already."] });
    // The tracker reads that they are billed, not by which invoice (he may not read it).
    const seen = (await tt.others(build, worker)).body.data as { id: number; billed: boolean; invoice: unknown }[];
    expect(seen.map((l) => [l.id, l.billed, l.invoice])).toEqual([
      [logs[2], true, null],
      [logs[1], false, null],
      [logs[0], true, null],
    ]);
    expect((await t.post(`${url}/${invoice.id}/delete`, {}, { as: manager })).status).toBe(200);
    expect((await offered(pid, manager)).time_log_ids).toEqual(logs);
  });

  it("refuses callers who do not manage the project, and bad queries, writing nothing", async () => {
    const { manager, worker, client, pid } = await tt.team();
    const other = await tt.team();
    const digest = await databaseDigest(t);
    const before = await digest();
    const url = (id: number) => `/api/pm-pro/v2/projects/${id}/invoice/tracked-time`;
    expect((await t.get(url(pid), { as: worker })).status).toBe(403);
    expect((await t.get(url(pid), { as: client })).status).toBe(403);
    expect((await t.get(url(other.pid), { as: manager })).status).toBe(404);
    expect((await t.get(url(pid))).status).toBe(401);
    const bad = async (query: Record<string, string>, field: string) => {
      const res = await t.get(url(pid), { as: manager, query });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.data.params)).toEqual([field]);
    };
    await bad({ start: "2026-02-30" }, "start");
    await bad({ end: "March" }, "end");
    await bad({ start: "2026-03-05", end: "2026-03-01" }, "end");
    await bad({ rate: "ten" }, "rate");
    await bad({ rate: "-5" }, "rate");
    expect(await digest()).toBe(before);
  });

  it("refuses logs of another project, and leaves the invoice unwritten", async () => {
    const { manager, worker, client, pid, task } = await tt.team();
    const build = await task([worker], { title: "Build", payable: true });
    const other = await tt.team();
    const foreign = await other.task([other.worker], { payable: true });
    const theirs = (await tt.custom(foreign, other.pid, other.worker, "2026-03-02", "1:00")).body.data.id;
    const digest = await databaseDigest(t);
    const before = await digest();
    const res = await t.post(
      `/api/pm-pro/v2/projects/${pid}/invoice`,
      {
        client_id: client.id,
        title: "March",
        items: { entryTasks: [{ task_id: build, task: "Build", amount: "40", hour: "1" }] },
        time_log_ids: [theirs, "x"],
      },
      { as: manager },
    );
    expect(res.status).toBe(400);
    expect(await digest()).toBe(before);
    const wrongType = res.body.data.params;
    expect(Object.keys(wrongType)).toEqual(["time_log_ids.1"]);
    const res2 = await t.post(
      `/api/pm-pro/v2/projects/${pid}/invoice`,
      {
        client_id: client.id,
        title: "March",
        items: { entryTasks: [{ task_id: build, task: "Build", amount: "40", hour: "1" }] },
        time_log_ids: [theirs],
      },
      { as: manager },
    );
    expect(res2.body.data.params).toEqual({ "time_log_ids.0": ["This time log is not in this project."] });
    expect(await digest()).toBe(before);
  });
});

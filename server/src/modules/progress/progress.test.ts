import { MESSAGES } from "@cairn/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../core/auth/current-user";
import { sha256 } from "../../core/auth/tokens";
import { sessions } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";

const t = useTestApp();
let base = "";

beforeAll(async () => {
  // The stream never ends, so it is read over a real socket rather than injected.
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});

type Activity = { id: number; action: string; project: { data: { id: number; title: string } | null } };

/** Opens the stream as `who` and collects its events until `until` holds (or the time runs out). */
async function watch(who: TestUser, until: (seen: Activity[]) => boolean, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/pm-pro/v2/progress/stream`, {
    headers: { accept: "text/event-stream", cookie: `${SESSION_COOKIE}=${who.cookie}`, ...headers },
    signal: controller.signal,
  });
  const seen: Activity[] = [];
  const state = { closed: false };
  const ready = res.body?.getReader();
  const read = (async () => {
    if (!ready) return;
    const decoder = new TextDecoder();
    let buffered = "";
    for (;;) {
      const { value, done } = await ready.read();
      if (done) {
        state.closed = true;
        return;
      }
      buffered += decoder.decode(value, { stream: true });
      const events = buffered.split("\n\n");
      buffered = events.pop() ?? "";
      for (const e of events) {
        const data = e.split("\n").find((l) => l.startsWith("data: "));
        if (data) seen.push(JSON.parse(data.slice(6)));
      }
      if (until(seen)) return;
    }
  })();
  const done = Promise.race([read, new Promise((r) => setTimeout(r, 8000))]).finally(() => controller.abort());
  return { res, seen, done, state };
}

/** A moment for the stream to be listening before the write it should (or should not) see. */
const settle = () => new Promise((r) => setTimeout(r, 200));

describe("the progress stream ends with its credential", () => {
  it("closes the stream at sign-out and sends nothing more, private items included", async () => {
    const boss = await t.user({ manager: true });
    const lead = await t.user();
    const pid = await t.project({ manager: lead });
    const live = await watch(boss, () => false);
    await settle();
    expect((await t.post("/api/auth/logout", {}, { as: boss })).status).toBe(200);
    const made = await t.post(
      `/api/pm/v2/projects/${pid}/task-lists`,
      { title: "Secret", privacy: true },
      { as: lead },
    );
    expect(made.status).toBe(201);
    await live.done;
    expect(live.state.closed).toBe(true);
    expect(live.seen).toEqual([]);
  });

  it("closes a quiet stream whose session another process ended, and one whose token a new password ended", async () => {
    const boss = await t.user({ manager: true });
    const quiet = await watch(boss, () => false);
    await settle();
    // As another process would: the session row goes, no request of this process is involved.
    await t.database.db.delete(sessions).where(eq(sessions.tokenHash, sha256(boss.cookie)));
    const lead = await t.user();
    await t.project({ manager: lead });
    await quiet.done;
    expect(quiet.state.closed).toBe(true);

    const chief = await t.user({ manager: true });
    const token = (await t.post("/api/auth/tokens", { name: "wall display" }, { as: chief })).body.data.token;
    const viaToken = await watch(chief, () => false, { authorization: `Bearer ${token}`, cookie: "" });
    expect(viaToken.res.status).toBe(200);
    await settle();
    const changed = await t.post(
      "/api/auth/me",
      { password: "a-new-password", current_password: chief.password },
      { as: chief },
    );
    expect(changed.status).toBe(200);
    await t.project({ manager: lead });
    await viaToken.done;
    expect(viaToken.state.closed).toBe(true);
    expect(viaToken.seen).toEqual([]);
  });

  it("ignores a Last-Event-ID past the id range or not a number, and keeps streaming", async () => {
    const boss = await t.user({ manager: true });
    const lead = await t.user();
    const pid = await t.project({ manager: lead });
    for (const lastId of ["99999999999999", "2147483648", "-1", "1.5", "abc"]) {
      const live = await watch(boss, (seen) => seen.some((a) => a.action === "create_task_list"), {
        "last-event-id": lastId,
      });
      expect(live.res.status, lastId).toBe(200);
      await settle();
      await t.post(`/api/pm/v2/projects/${pid}/task-lists`, { title: `After ${lastId}` }, { as: lead });
      await live.done;
      expect(
        live.seen.map((a) => a.action),
        lastId,
      ).toContain("create_task_list");
    }
  });
});

describe("the progress feed", () => {
  it("pages every project's activity, newest first, with actor and project, for global managers only", async () => {
    const boss = await t.user({ manager: true, name: "Boss" });
    const lead = await t.user({ name: "Lead" });
    const worker = await t.user();
    const pid = await t.project({ manager: lead, coWorkers: [worker], title: "Apollo" });
    await t.post(`/api/pm/v2/projects/${pid}/task-lists`, { title: "Launch" }, { as: lead });
    const res = await t.get("/api/pm-pro/v2/progress", { as: boss, query: { per_page: "2" } });
    expect(res.status).toBe(200);
    const [newest, before] = res.body.data;
    expect(newest).toMatchObject({
      action: "create_task_list",
      actor: { data: { id: lead.id, display_name: "Lead" } },
      project: { data: { id: pid, title: "Apollo" } },
    });
    expect(newest.id).toBeGreaterThan(before.id);
    expect(res.body.meta.pagination).toMatchObject({ per_page: 2, current_page: 1 });
    expect(res.body.meta.pagination.total).toBeGreaterThanOrEqual(2);
    // A project manager is not a global manager: the feed of every project is not his.
    for (const who of [lead, worker]) {
      const refused = await t.get("/api/pm-pro/v2/progress", { as: who });
      expect(refused.status).toBe(403);
    }
    expect((await t.get("/api/pm-pro/v2/progress")).status).toBe(401);
    expect((await t.get("/api/pm-pro/v2/progress", { as: boss, query: { per_page: "x" } })).status).toBe(400);
  });

  it("streams new activity live, from any write, and catches up from Last-Event-ID", async () => {
    const boss = await t.user({ manager: true });
    const lead = await t.user();
    const pid = await t.project({ manager: lead, title: "Gemini" });
    const live = await watch(boss, (seen) => seen.some((a) => a.action === "create_task_list"));
    expect(live.res.status).toBe(200);
    expect(live.res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    // Give the stream a moment to be listening before the write it should see.
    await new Promise((r) => setTimeout(r, 200));
    const made = await t.post(`/api/pm/v2/projects/${pid}/task-lists`, { title: "Orbit" }, { as: lead });
    expect(made.status).toBe(201);
    await live.done;
    const event = live.seen.find((a) => a.action === "create_task_list");
    expect(event).toMatchObject({ project: { data: { id: pid, title: "Gemini" } } });

    // A browser that lost the connection says what it saw last and gets what came after.
    await t.post(`/api/pm/v2/projects/${pid}/task-lists`, { title: "Dock" }, { as: lead });
    const again = await watch(boss, (seen) => seen.length > 0, { "last-event-id": String(event?.id) });
    await again.done;
    expect(again.seen.map((a) => a.action)).toContain("create_task_list");
    expect(again.seen.every((a) => a.id > (event?.id ?? 0))).toBe(true);
  });

  it("refuses the stream to others, and to a caller not asking for an event stream", async () => {
    const boss = await t.user({ manager: true });
    const lead = await t.user();
    await t.project({ manager: lead });
    const plain = await t.get("/api/pm-pro/v2/progress/stream", { as: boss });
    expect(plain.status).toBe(406);
    expect(plain.body.message).toEqual([MESSAGES.eventStreamOnly]);
    const refused = await fetch(`${base}/api/pm-pro/v2/progress/stream`, {
      headers: { accept: "text/event-stream", cookie: `${SESSION_COOKIE}=${lead.cookie}` },
    });
    expect(refused.status).toBe(403);
  });

  it("answers 404 module_disabled while the module is off, and the activity stays", async () => {
    const boss = await t.user({ manager: true });
    const off = await t.post("/api/pm-pro/v2/module-update", { module: "progress", type: "deactivate" }, { as: boss });
    expect(off.status).toBe(200);
    for (const url of ["/api/pm-pro/v2/progress", "/api/pm-pro/v2/progress/stream"]) {
      const res = await t.get(url, { as: boss });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("module_disabled");
    }
    await t.post("/api/pm-pro/v2/module-update", { module: "progress", type: "activate" }, { as: boss });
    const back = await t.get("/api/pm-pro/v2/progress", { as: boss });
    expect(back.status).toBe(200);
    expect(back.body.data.length).toBeGreaterThan(0);
  });
});

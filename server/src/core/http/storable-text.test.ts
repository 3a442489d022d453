import { MESSAGES, TEXT_MESSAGES } from "@cairn/shared";
import { describe, expect, it } from "vitest";
import { postForm, storedObjects } from "../../test/forms";
import { useTestApp } from "../../test/harness";

const t = useTestApp();

/** Text PostgreSQL refuses (NUL) or cannot encode (half a surrogate pair), as a hostile client sends it. */
const BAD = { nul: "Launch\u0000plan", highAlone: "Launch \uD83D plan", lowAlone: "\uDE00 Launch" };

describe("text a request carries", () => {
  it("refuses a NUL or broken Unicode in any JSON field with 400 on that field, and stores nothing", async () => {
    const boss = await t.user({ manager: true });
    for (const [kind, text] of Object.entries(BAD)) {
      const title = `Storable ${kind}`;
      for (const body of [
        { title: text },
        { title, description: text },
        { title, assignees: [{ user_id: boss.id, role_id: 1, note: text }] },
        { title, [`odd${text}key`]: 1 },
      ]) {
        const res = await t.post("/api/pm/v2/projects", body, { as: boss });
        expect(res.status, `${kind} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body.code).toBe("rest_invalid_param");
        expect(Object.values(res.body.data.params)).toEqual([[TEXT_MESSAGES.unstorable]]);
      }
      const list = await t.get("/api/pm/v2/projects", { as: boss, query: { query: "Storable" } });
      expect(list.body.data).toEqual([]);
    }
  });

  it("refuses JSON nested deeper than any real body, and truncated JSON", async () => {
    const boss = await t.user({ manager: true });
    const deep = `{"title":"Deep","a":${'{"a":'.repeat(5_000)}1${"}".repeat(5_001)}`;
    for (const payload of [deep, '{"title": "trunc']) {
      const res = await t.request("POST", "/api/pm/v2/projects", {
        as: boss,
        body: payload,
        headers: { "content-type": "application/json" },
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("rest_invalid_param");
    }
    const list = await t.get("/api/pm/v2/projects", { as: boss, query: { query: "Deep" } });
    expect(list.body.data).toEqual([]);
  });

  it("refuses it in the query string and in the address, naming the parameter", async () => {
    const boss = await t.user({ manager: true });
    const search = await t.get("/api/pm/v2/projects", { as: boss, query: { query: BAD.nul } });
    expect(search.status).toBe(400);
    expect(search.body.data.params).toEqual({ query: [TEXT_MESSAGES.unstorable] });
    const proto = await t.get(`/api/pm/v2/projects?__proto__[]=a&query=${encodeURIComponent(BAD.nul)}`, { as: boss });
    expect(proto.body.data.params).toEqual({ query: [TEXT_MESSAGES.unstorable] });
    const path = await t.get(`/api/pm/v2/projects/${encodeURIComponent("1\u0000")}`, { as: boss });
    // The project's id is read (and refused as no number) as the session is, before any other check.
    expect(path.status).toBe(400);
    expect(Object.keys(path.body.data.params)).toEqual(["id"]);
  });

  // A lone surrogate cannot travel in a form (it has no UTF-8 form; clients send U+FFFD), NUL can.
  it("refuses a NUL in a multipart field, and keeps no uploaded file", async () => {
    const boss = await t.user({ manager: true });
    const pid = await t.project({ manager: boss });
    const board = await t.post(`/api/pm/v2/projects/${pid}/discussion-boards`, { title: "Board" }, { as: boss });
    expect(board.status).toBe(201);
    const stored = storedObjects(t).length;
    const res = await postForm(
      t,
      `/api/pm/v2/projects/${pid}/comments`,
      { content: `<p>${BAD.nul}</p>`, commentable_type: "discussion_board", commentable_id: board.body.data.id },
      [{ name: "note.txt", content: "1" }],
      boss,
    );
    expect(res.status).toBe(400);
    expect(res.body.data.params).toEqual({ content: [TEXT_MESSAGES.unstorable] });
    expect(storedObjects(t).length).toBe(stored);
  });

  it("keeps emoji and accents, refuses control characters in a title but not in a description", async () => {
    const boss = await t.user({ manager: true });
    const fine = await t.post(
      "/api/pm/v2/projects",
      { title: "Café 🚀 launch", description: "<p>line\u0001one</p>" },
      { as: boss },
    );
    expect(fine.status).toBe(201);
    expect(fine.body.data.title).toBe("Café 🚀 launch");
    const bell = await t.post("/api/pm/v2/projects", { title: "Ring\u0007the bell" }, { as: boss });
    expect(bell.status).toBe(400);
    expect(bell.body.data.params).toEqual({ title: [TEXT_MESSAGES.control] });
  });

  it("answers 415 to a form sent where only JSON is read, and 400 to paging out of range", async () => {
    const boss = await t.user({ manager: true });
    const pid = await t.project({ manager: boss, title: "Kept title" });
    const form = await postForm(t, `/api/pm/v2/projects/${pid}/update`, { title: "Changed" }, [], boss);
    expect(form.status).toBe(415);
    expect(form.body).toEqual({
      code: "rest_unsupported_media_type",
      message: [MESSAGES.jsonOnly],
      data: { status: 415 },
    });
    expect((await t.get(`/api/pm/v2/projects/${pid}`, { as: boss })).body.data.title).toBe("Kept title");
    for (const query of [
      { page: "0" } as Record<string, string>,
      { per_page: "0" },
      { per_page: "-2" },
      { page: "1000001" },
    ]) {
      for (const url of ["/api/pm/v2/users", "/api/pm/v2/media", `/api/pm/v2/projects/${pid}/tasks`]) {
        const res = await t.get(url, { as: boss, query });
        expect(res.status, `${url} ${JSON.stringify(query)}`).toBe(400);
      }
    }
  });

  it("refuses an array or object where a single value goes, and dates that are not dates, changing nothing", async () => {
    const boss = await t.user({ manager: true });
    const pid = await t.project({ manager: boss, title: "Shapes kept" });
    const list = await t.post(`/api/pm/v2/projects/${pid}/task-lists`, { title: "L" }, { as: boss });
    const p = `/api/pm/v2/projects/${pid}`;
    const cases: [string, Record<string, unknown>][] = [
      [`${p}/tasks`, { title: ["Nested"], task_list_id: list.body.data.id }],
      [`${p}/tasks`, { title: "Nested", task_list_id: { id: list.body.data.id } }],
      [`${p}/tasks`, { title: "Dated", task_list_id: list.body.data.id, due_date: "2026-02-30" }],
      [`${p}/milestones`, { title: { text: "M" } }],
      [`${p}/milestones`, { title: "M", achieve_date: "yesterday" }],
      [`${p}/update`, { title: [["Shapes changed"]] }],
      [`${p}/update`, { status: { value: 1 } }],
    ];
    for (const [url, body] of cases) {
      const res = await t.post(url, body, { as: boss });
      expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.code).toBe("rest_invalid_param");
    }
    expect((await t.get(`${p}/tasks`, { as: boss })).body.data).toEqual([]);
    expect((await t.get(`${p}/milestones`, { as: boss })).body.data).toEqual([]);
    expect((await t.get(p, { as: boss })).body.data.title).toBe("Shapes kept");
  });
});

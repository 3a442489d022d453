import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { comments as commentsTable } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";

/** Comments paged newest first by a (created_at, id) cursor (docs/api.md, "Comments"). */
const t = useTestApp();
const url = (pid: number, query = "") => `/api/pm/v2/projects/${pid}/comments${query}`;
const thread = (type: string, id: number, extra = "") => `?commentable_type=${type}&commentable_id=${id}${extra}`;
const texts = (page: { data: { content: string }[] }) => page.data.map((c) => c.content);
const contents = (res: { body: { data: { content: string }[] } }) => texts(res.body);
const numbered = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `<p>${from + i}</p>`);

async function setup() {
  const manager = await t.user();
  const worker = await t.user();
  const client = await t.user();
  const pid = await t.project({ manager, coWorkers: [worker], clients: [client] });
  const board = await t.post(`/api/pm/v2/projects/${pid}/discussion-boards`, { title: "Talk" }, { as: manager });
  return { manager, worker, client, pid, board: board.body.data.id as number };
}

/**
 * `n` comments "<p>1</p>" … "<p>n</p>" in that order of created_at. Several share one instant, others
 * differ only in microseconds (which a JavaScript Date cannot hold), and ids run against time for some,
 * so only a cursor on the exact (created_at, id) pages them right.
 */
async function seed(pid: number, as: TestUser, type: string, id: number, n: number) {
  const rows = Array.from({ length: n }, (_, i) => {
    const k = i + 1;
    // 1–5 one second apart; 6–10 share one instant; 11+ are one microsecond apart.
    const at =
      k <= 5
        ? `2026-01-01T10:00:0${k}.000000Z`
        : k <= 10
          ? "2026-01-01T10:00:06.500000Z"
          : `2026-01-01T10:00:07.${String(100_000 + k).padStart(6, "0")}Z`;
    return {
      projectId: pid,
      commentableType: type,
      commentableId: id,
      content: `<p>${k}</p>`,
      createdBy: as.id,
      updatedBy: as.id,
      createdAt: sql`${at}::timestamptz`,
      updatedAt: sql`${at}::timestamptz`,
    };
  });
  // Inserted newest first, so for 11+ a larger id means an older comment.
  const later = rows.slice(10).reverse();
  if (later.length > 0) await t.database.db.insert(commentsTable).values(later);
  await t.database.db.insert(commentsTable).values(rows.slice(0, 10));
}

describe("comments: newest first by cursor", () => {
  it("gives the newest 20 oldest first, then the older ones before the cursor, with the total", async () => {
    const { manager, worker, pid, board } = await setup();
    await seed(pid, manager, "discussion_board", board, 25);
    const first = await t.get(url(pid, thread("discussion_board", board, "&newest=1")), { as: worker });
    expect(first.status).toBe(200);
    expect(contents(first)).toEqual(numbered(6, 25));
    expect(first.body.meta.pagination).toEqual({ total: 25, count: 20, per_page: 20, max_per_page: 2000 });
    expect(first.body.meta.cursor).toMatchObject({ has_older: true, before: expect.any(String) });

    // A comment arriving meanwhile moves no one: the cursor is a position, not an offset.
    await t.post(
      url(pid),
      { content: "<p>new</p>", commentable_type: "discussion_board", commentable_id: board },
      { as: manager },
    );
    const before = encodeURIComponent(first.body.meta.cursor.before);
    const older = await t.get(url(pid, thread("discussion_board", board, `&before=${before}`)), { as: worker });
    expect(older.status).toBe(200);
    expect(contents(older)).toEqual(numbered(1, 5));
    expect(older.body.meta.pagination).toMatchObject({ total: 26, count: 5 });
    expect(older.body.meta.cursor.has_older).toBe(false);
    const end = encodeURIComponent(older.body.meta.cursor.before);
    const none = await t.get(url(pid, thread("discussion_board", board, `&before=${end}`)), { as: worker });
    expect(none.body.data).toEqual([]);
    expect(none.body.meta.cursor).toEqual({ has_older: false, before: null });
  });

  it("walks the whole thread a few at a time, each comment once, ties and microseconds included", async () => {
    const { manager, pid, board } = await setup();
    await seed(pid, manager, "discussion_board", board, 25);
    const seen: string[][] = [];
    let query = "&newest=1&per_page=3";
    for (let guard = 0; guard < 20; guard++) {
      const res = await t.get(url(pid, thread("discussion_board", board, query)), { as: manager });
      expect(res.status).toBe(200);
      seen.unshift(contents(res));
      if (!res.body.meta.cursor.has_older) break;
      query = `&per_page=3&before=${encodeURIComponent(res.body.meta.cursor.before)}`;
    }
    expect(seen.flat()).toEqual(numbered(1, 25));
    expect(seen).toHaveLength(9);
  });

  it("keeps page and per_page oldest first for scripts, and per_page=-1 in either way", async () => {
    const { manager, pid, board } = await setup();
    await seed(pid, manager, "discussion_board", board, 25);
    const second = await t.get(url(pid, thread("discussion_board", board, "&page=2")), { as: manager });
    expect(contents(second)).toEqual(numbered(21, 25));
    expect(second.body.meta.pagination).toMatchObject({ total: 25, current_page: 2, total_pages: 2 });
    expect(second.body.meta.cursor).toBeUndefined();
    const all = await t.get(url(pid, thread("discussion_board", board, "&newest=1&per_page=-1")), { as: manager });
    expect(contents(all)).toEqual(numbered(1, 25));
    expect(all.body.meta.cursor.has_older).toBe(false);
  });

  it("refuses a bad per_page, cursor or newest with the field's message", async () => {
    const { manager, pid, board } = await setup();
    await seed(pid, manager, "discussion_board", board, 3);
    const refused = async (extra: string, field: string, message?: string) => {
      const res = await t.get(url(pid, thread("discussion_board", board, extra)), { as: manager });
      expect(res.status, extra).toBe(400);
      expect(res.body.code).toBe("rest_invalid_param");
      expect(Object.keys(res.body.data.params)).toEqual([field]);
      if (message) expect(res.body.data.params[field]).toEqual([message]);
    };
    for (const bad of ["0", "abc", "-5", "2.5", "100001"]) await refused(`&newest=1&per_page=${bad}`, "per_page");
    const cursor = "The cursor is not valid: pass back meta.cursor.before as it came.";
    for (const bad of [
      "garbage",
      "2026-01-01T10:00:01.000000Z",
      "2026-02-30T10:00:00.000000Z_5",
      "2026-01-01T10:00:01.000Z_5",
      "2026-01-01T10:00:01.000000Z_0",
      "2026-01-01T10:00:01.000000Z_99999999999",
      "",
    ]) {
      await refused(`&before=${encodeURIComponent(bad)}`, "before", cursor);
    }
    await refused("&newest=maybe", "newest");
  });

  it("answers 404 for another project's item and for a private item the caller may not see", async () => {
    const { manager, client, pid, board } = await setup();
    const stranger = await t.user();
    const otherPid = await t.project({ manager });
    const foreign = await t.post(`/api/pm/v2/projects/${otherPid}/discussion-boards`, { title: "X" }, { as: manager });
    await seed(otherPid, manager, "discussion_board", foreign.body.data.id, 3);
    const viaThisProject = await t.get(url(pid, thread("discussion_board", foreign.body.data.id, "&newest=1")), {
      as: manager,
    });
    expect(viaThisProject.status).toBe(404);

    const secret = await t.post(
      `/api/pm/v2/projects/${pid}/discussion-boards`,
      { title: "Secret", privacy: true },
      { as: manager },
    );
    await seed(pid, manager, "discussion_board", secret.body.data.id, 3);
    const hidden = await t.get(url(pid, thread("discussion_board", secret.body.data.id, "&newest=1")), { as: client });
    expect(hidden.status).toBe(404);
    expect(JSON.stringify(hidden.body)).not.toContain("<p>1</p>");
    const shown = await t.get(url(pid, thread("discussion_board", secret.body.data.id, "&newest=1")), { as: manager });
    expect(contents(shown)).toEqual(numbered(1, 3));
    expect((await t.get(url(pid, thread("discussion_board", board, "&newest=1")), { as: stranger })).status).toBe(404);
  });
});

describe("comments embedded in a file item", () => {
  it("embeds the newest 20 with the count, and the cursor to read the older ones", async () => {
    const { manager, worker, pid } = await setup();
    const doc = await t.post(`/api/pm-pro/v2/projects/${pid}/files`, { type: "doc", title: "Spec" }, { as: worker });
    const quiet = await t.post(`/api/pm-pro/v2/projects/${pid}/files`, { type: "doc", title: "Quiet" }, { as: worker });
    await seed(pid, manager, "file", doc.body.data.id, 23);
    const one = await t.get(`/api/pm-pro/v2/projects/${pid}/files/${doc.body.data.id}?with=comments`, { as: worker });
    expect(one.status).toBe(200);
    expect(one.body.data.comment_count).toBe(23);
    expect(texts(one.body.data.comments)).toEqual(numbered(4, 23));
    expect(one.body.data.comments.meta).toMatchObject({
      pagination: { total: 23, count: 20 },
      cursor: { has_older: true },
    });
    const rest = await t.get(
      url(
        pid,
        thread("file", doc.body.data.id, `&before=${encodeURIComponent(one.body.data.comments.meta.cursor.before)}`),
      ),
      { as: worker },
    );
    expect(contents(rest)).toEqual(numbered(1, 3));

    const list = await t.get(`/api/pm-pro/v2/projects/${pid}/files?with=comments`, { as: worker });
    const byId = new Map(list.body.data.map((item: { id: number }) => [item.id, item]));
    const spec = byId.get(doc.body.data.id) as { comments: { data: { content: string }[] } };
    expect(texts(spec.comments)).toEqual(numbered(4, 23));
    expect(byId.get(quiet.body.data.id)).toMatchObject({
      comment_count: 0,
      comments: { data: [], meta: { pagination: { total: 0, count: 0 }, cursor: { has_older: false, before: null } } },
    });
  });
});

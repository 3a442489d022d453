import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser, useTestApp } from "../../test/harness";

const t = useTestApp();

type Hit = { type: string; id: number; title: string; snippet: string; score: number };

/** What people mean: stems, accents, phrases, exclusions, typos and partial words, ranked sensibly. */
describe("search: what matches", () => {
  let lead: TestUser;
  let pid: number;
  let list: number;
  const ids: Record<string, number> = {};

  const find = async (query: string, extra: Record<string, string> = {}) => {
    const res = await t.get("/api/pm/v2/search", { as: lead, query: { query, model: "tasks", ...extra } });
    expect(res.status, query).toBe(200);
    return res.body.data as Hit[];
  };
  const titles = async (query: string) => (await find(query)).map((h) => h.title).sort();

  beforeAll(async () => {
    lead = await t.user();
    pid = await t.project({ manager: lead, title: "Party planning" });
    const p = `/api/pm/v2/projects/${pid}`;
    list = (await t.post(`${p}/task-lists`, { title: "Errands" }, { as: lead })).body.data.id;
    // Through the API, so the vocabulary learns the words as it does in use.
    const task = async (title: string, description = "") => {
      const res = await t.post(`${p}/tasks`, { title, description, task_list_id: list }, { as: lead });
      expect(res.status).toBe(201);
      ids[title] = res.body.data.id;
    };
    await task("Buy balloons");
    await task("Book the Café Müller", "<p>Ask for the terrace</p>");
    await task("Send invitations", "<p>Print the guest list and the running order</p>");
    await task("Guest list", "<p>Who comes &amp; who <b>brings</b> a cake</p>");
    await task("Order the cake", "<p>Chocolate, not lemon</p>");
    await task("Lemon cake tasting");
    await task("Running the music", "<p>Playlist <script>alert(1)</script> & speakers</p>");
  });

  it("finds words in any order and in other forms of the same word (English stems)", async () => {
    expect(await titles("balloon")).toEqual(["Buy balloons"]);
    expect(await titles("balloons buy")).toEqual(["Buy balloons"]);
    expect(await titles("invitation send")).toEqual(["Send invitations"]);
    expect(await titles("run")).toEqual(["Running the music", "Send invitations"]);
  });

  it("ignores accents and case both ways", async () => {
    expect(await titles("cafe muller")).toEqual(["Book the Café Müller"]);
    expect(await titles("CAFÉ")).toEqual(["Book the Café Müller"]);
  });

  it("matches quoted phrases as written, and leaves out words after a minus", async () => {
    expect(await titles('"guest list"')).toEqual(["Guest list", "Send invitations"]);
    expect(await titles('"list guest"')).toEqual([]);
    expect(await titles("cake -lemon")).toEqual(["Guest list"]);
    expect(await titles('cake -"lemon cake"')).toEqual(["Guest list", "Order the cake"]);
    expect(await titles("balloons or terrace")).toEqual(["Book the Café Müller", "Buy balloons"]);
  });

  it("forgives typos and finds longer words from their beginning, through trigrams", async () => {
    expect(await titles("ballon")).toEqual(["Buy balloons"]);
    expect(await titles("ball")).toEqual(["Buy balloons"]);
    expect(await titles("invitatons")).toEqual(["Send invitations"]);
    expect(await titles("choco")).toEqual(["Order the cake"]);
  });

  it("ranks title matches above body matches, and what was typed above near spellings", async () => {
    const cake = await find("cake");
    expect(
      cake
        .map((h) => h.title)
        .slice(0, 2)
        .sort(),
    ).toEqual(["Lemon cake tasting", "Order the cake"]);
    expect(cake.at(-1)?.title).toBe("Guest list");
    expect(cake[0].score).toBeGreaterThan(cake[2].score);

    await t.post(`/api/pm/v2/projects/${pid}/tasks`, { title: "Ball pump", task_list_id: list }, { as: lead });
    const ball = await find("ball");
    expect(ball.map((h) => h.title)).toEqual(["Ball pump", "Buy balloons"]);
  });

  it("ranks a small group's hits the same way, its best tier first however many match", async () => {
    const milestone = async (title: string, description = "") => {
      const res = await t.post(`/api/pm/v2/projects/${pid}/milestones`, { title, description }, { as: lead });
      expect(res.status).toBe(201);
    };
    await milestone("Beach", "<p>Kiteboarding gear</p>");
    await milestone("Kiteboarding lesson");
    await milestone("Picnic", "<p>Bring a kite</p>");
    await milestone("Kite day");
    const sandcastle = await t.post(`/api/pm/v2/projects/${pid}/milestones`, { title: "Sandcastle" }, { as: lead });
    const comment = { content: "<p>Windy: fly a kite</p>", commentable_type: "milestone" };
    const commented = await t.post(
      `/api/pm/v2/projects/${pid}/comments`,
      { ...comment, commentable_id: sandcastle.body.data.id },
      { as: lead },
    );
    expect(commented.status).toBe(201);
    const kite = await find("kite", { model: "milestone" });
    expect(kite.map((h) => h.title)).toEqual(["Kite day", "Picnic", "Sandcastle", "Kiteboarding lesson", "Beach"]);
    expect(kite[0].snippet).toBe("<mark>Kite</mark> day");
    expect(kite[1].snippet).toContain("<mark>kite</mark>");
    // A full group keeps the best tiers: the one found through its comment before near spellings.
    const three = await find("kite", { model: "milestone", per_group: "3" });
    expect(three.map((h) => h.title)).toEqual(["Kite day", "Picnic", "Sandcastle"]);

    // More body matches than a tier ranks (TIER_CANDIDATES), all found before the one title match.
    for (let i = 0; i < 55; i++) await milestone(`Stage ${i}`, "<p>Lanterns at night</p>");
    await milestone("Lantern walk");
    const res = await t.get("/api/pm/v2/search", { as: lead, query: { query: "lantern", model: "milestone" } });
    expect(res.body.data[0].title).toBe("Lantern walk");
    expect(res.body.meta.groups.milestone).toEqual({ count: 10, has_more: true });
  });

  it("highlights the matched words in a snippet that is escaped HTML", async () => {
    const [title] = await find("balloons");
    expect(title.snippet).toBe("Buy <mark>balloons</mark>");
    const [body] = await find("brings");
    expect(body.title).toBe("Guest list");
    expect(body.snippet).toBe("Who comes &amp; who <mark>brings</mark> a cake");
    const [music] = await find("speakers");
    expect(music.snippet).toBe("Playlist &amp; <mark>speakers</mark>");
    await t.post(
      `/api/pm/v2/projects/${pid}/tasks`,
      { title: 'Tags like <b> & "<i>"', task_list_id: list },
      { as: lead },
    );
    const [tags] = await find("tags");
    expect(tags.snippet).toBe("<mark>Tags</mark> like &lt;b&gt; &amp; &quot;&lt;i&gt;&quot;");
    const [accent] = await find("cafe");
    expect(accent.snippet).toBe("Book the <mark>Café</mark> Müller");
  });

  it("learns new words from writes: a renamed task is found by its new title", async () => {
    const id = ids["Buy balloons"];
    const res = await t.post(`/api/pm/v2/projects/${pid}/tasks/${id}/update`, { title: "Buy streamers" }, { as: lead });
    expect(res.status).toBe(200);
    expect(await titles("streamer")).toEqual(["Buy streamers"]);
    expect(await titles("streamrs")).toEqual(["Buy streamers"]);
    expect(await titles('"buy balloons"')).toEqual([]);
    // A renamed list teaches its words too (every searched table has the same trigger).
    const renamed = await t.post(
      `/api/pm/v2/projects/${pid}/task-lists/${list}/update`,
      { title: "Groceries" },
      {
        as: lead,
      },
    );
    expect(renamed.status).toBe(200);
    const lists = await find("grocerys", { model: "task_list" });
    expect(lists.map((h) => h.title)).toEqual(["Groceries"]);
  });

  it("stems in the workspace's language: German once the locale setting says de, none where PostgreSQL has none", async () => {
    const boss = await t.user({ manager: true });
    await t.post(`/api/pm/v2/projects/${pid}/tasks`, { title: "Häuser und Gärten", task_list_id: list }, { as: lead });
    const stems = async () => {
      const rows = (await t.database.db.execute(
        sql`select word, stem from search_words where word in ('hauser', 'garten', 'und') order by word`,
      )) as unknown as { rows: { word: string; stem: string }[] };
      return Object.fromEntries(rows.rows.map((r) => [r.word, r.stem]));
    };
    const save = (value: unknown) =>
      t.post("/api/pm/v2/settings", { settings: [{ key: "locale", value }] }, { as: boss });
    expect(await titles("und")).toEqual(["Häuser und Gärten"]);
    expect(await stems()).toEqual({ garten: "garten", hauser: "hauser", und: "und" });

    expect((await save("de-CH")).status).toBe(200);
    expect(await stems()).toEqual({ garten: "gart", hauser: "haus", und: "" });
    expect(await titles("und")).toEqual([]);
    expect(await titles("Haus gart")).toEqual(["Häuser und Gärten"]);

    // Klingon has no stemmer: words match as written, stop words included.
    expect((await save("tlh")).status).toBe(200);
    expect(await stems()).toEqual({ garten: "garten", hauser: "hauser", und: "und" });
    expect(await titles("the")).toEqual(expect.arrayContaining(["Book the Café Müller", "Order the cake"]));

    const bad = await save("not a locale!");
    expect(bad.status).toBe(400);
    expect(bad.body.data.params["settings.0.value"]).toEqual(["Choose a language tag such as en, de or pt-BR."]);
    expect((await save("en")).status).toBe(200);
    expect(await titles("the")).toEqual([]);
    expect(await titles("und")).toEqual(["Häuser und Gärten"]);
  });
});

import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { media, settings } from "../../db/schema";
import { type TestUser, useTestApp } from "../../test/harness";

const t = useTestApp();

const asMap = (res: { body: { data: { key: string; value: unknown }[] } }) =>
  Object.fromEntries(res.body.data.map((s) => [s.key, s.value]));
const save = (as: TestUser, entries: { key: string; value: unknown }[], url = "/api/pm/v2/settings") =>
  t.post(url, { settings: entries }, { as });
const stored = async (key: string) =>
  (
    await t.database.db
      .select({ value: settings.value })
      .from(settings)
      .where(and(isNull(settings.projectId), eq(settings.key, key)))
  )[0]?.value;

async function anImage() {
  const [row] = await t.database.db
    .insert(media)
    .values({
      storageKey: `00/${crypto.randomUUID()}`,
      name: "logo.png",
      mimeType: "image/png",
      size: 1,
      sha256: "x",
    })
    .returning();
  return row.id;
}

describe("general settings", () => {
  it("answers every general setting with its default before anything is saved", async () => {
    const boss = await t.user({ manager: true });
    const res = await t.get("/api/pm/v2/settings", { as: boss });
    expect(res.status).toBe(200);
    expect(asMap(res)).toMatchObject({
      task_start_field: true,
      daily_digest: true,
      logo: null,
      logo_url: null,
      front_end_page: null,
      erp_integration: "0",
    });
    const one = await t.get("/api/pm/v2/settings", { as: boss, query: { key: "task_start_field" } });
    expect(one.body.data).toEqual([{ key: "task_start_field", value: true }]);
  });

  it("saves the general settings in one call, normalising the original's value forms", async () => {
    const boss = await t.user({ manager: true });
    const logo = await anImage();
    const res = await save(boss, [
      { key: "task_start_field", value: "0" },
      { key: "daily_digest", value: "false" },
      { key: "logo", value: String(logo) },
      { key: "front_end_page", value: { page_id: "2", post_title: "Anything" } },
      { key: "erp_integration", value: 1 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("The settings have been saved.");
    expect(res.body.activity).toMatchObject({ action: "update_settings" });
    const read = asMap(await t.get("/api/pm/v2/settings", { as: boss }));
    expect(read).toMatchObject({
      task_start_field: false,
      daily_digest: false,
      logo,
      logo_url: `/api/branding/logo?v=${logo}`,
      front_end_page: { page_id: 2, post_title: "My Tasks" },
      erp_integration: "1",
    });
    expect((await t.get("/api/pm/v2/settings", { as: boss, query: { key: "logo_url" } })).body.data).toEqual([
      { key: "logo_url", value: `/api/branding/logo?v=${logo}` },
    ]);
    await save(boss, [
      { key: "front_end_page", value: null },
      { key: "logo", value: 0 },
      { key: "task_start_field", value: true },
      { key: "erp_integration", value: "0" },
    ]);
    expect(asMap(await t.get("/api/pm/v2/settings", { as: boss }))).toMatchObject({
      front_end_page: null,
      logo: null,
      logo_url: null,
      task_start_field: true,
      erp_integration: "0",
    });
  });

  it("refuses malformed values, unknown pages and logos that are not in the library, saving nothing", async () => {
    const boss = await t.user({ manager: true });
    await save(boss, [{ key: "daily_digest", value: true }]);
    const logoBefore = await stored("logo");
    const refuse = async (entries: { key: string; value: unknown }[], field: string, message: string) => {
      const res = await save(boss, entries);
      expect(res.status, JSON.stringify(entries)).toBe(400);
      expect(res.body.data.params[field]).toEqual([message]);
    };
    await refuse([{ key: "task_start_field", value: "maybe" }], "settings.0.value", "Must be true or false.");
    await refuse(
      [
        { key: "daily_digest", value: false },
        { key: "front_end_page", value: { page_id: 99 } },
      ],
      "settings.1.value",
      "Choose one of the app's pages.",
    );
    await refuse([{ key: "front_end_page", value: "projects" }], "settings.0.value", expect.any(String) as never);
    await refuse(
      [
        { key: "daily_digest", value: false },
        { key: "logo", value: 987_654 },
      ],
      "settings.1.value",
      "Choose an image of the media library.",
    );
    await refuse([{ key: "logo", value: "abc" }], "settings.0.value", "Must be a number.");
    await refuse([{ key: "erp_integration", value: "yes" }], "settings.0.value", 'Must be "1" or "0".');
    expect(await stored("daily_digest")).toBe(true);
    expect(await stored("logo")).toEqual(logoBefore);
  });

  it("lets every signed-in user read the public settings, and only those", async () => {
    const boss = await t.user({ manager: true });
    const plain = await t.user();
    await save(boss, [
      { key: "front_end_page", value: { page_id: 1 } },
      { key: "invoice_paypal_mail", value: "billing@example.test" },
    ]);
    const mine = asMap(await t.get("/api/pm/v2/settings", { as: plain }));
    expect(mine.front_end_page).toEqual({ page_id: 1, post_title: "Projects" });
    expect(Object.keys(mine).sort()).toEqual(
      ["daily_digest", "erp_integration", "front_end_page", "locale", "logo", "logo_url", "task_start_field"].sort(),
    );
    expect(
      (await t.get("/api/pm/v2/settings", { as: plain, query: { key: "invoice_paypal_mail" } })).body.data,
    ).toEqual([]);
    expect(asMap(await t.get("/api/pm/v2/settings", { as: boss })).invoice_paypal_mail).toBe("billing@example.test");
    expect((await save(plain, [{ key: "task_start_field", value: false }])).status).toBe(403);
  });

  it("keeps general settings global: a project cannot hold them", async () => {
    const manager = await t.user();
    const pid = await t.project({ manager });
    const res = await save(manager, [{ key: "logo", value: null }], `/api/pm/v2/projects/${pid}/settings`);
    expect(res.status).toBe(400);
    expect(res.body.data.params["settings.0.key"]).toEqual(["This setting is global: save it through pm/v2/settings."]);
  });

  it("lists the app's front-end pages by id and title", async () => {
    const plain = await t.user();
    const res = await t.get("/api/pm/v2/front-end-pages", { as: plain });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { id: 1, title: "Projects", path: "/projects" },
      { id: 2, title: "My Tasks", path: "/my-tasks" },
    ]);
    expect((await t.get("/api/pm/v2/front-end-pages")).status).toBe(401);
  });
});

describe("capabilities through the settings call", () => {
  it("a client's create_task switched off refuses his next task (403), switched on allows the next (201)", async () => {
    const manager = await t.user();
    const client = await t.user();
    const pid = await t.project({ manager, clients: [client] });
    const base = `/api/pm/v2/projects/${pid}`;
    const list = (await t.post(`${base}/task-lists`, { title: "L" }, { as: manager })).body.data.id;
    const caps = (create_task: boolean) =>
      save(manager, [{ key: "capabilities", value: { client: { create_task } } }], `${base}/settings`);
    const createTask = () => t.post(`${base}/tasks`, { task_list_id: list, title: "By client" }, { as: client });

    expect((await createTask()).status).toBe(201);
    expect((await caps(false)).status).toBe(200);
    expect((await createTask()).status).toBe(403);
    expect((await caps(true)).status).toBe(200);
    expect((await createTask()).status).toBe(201);
  });

  it("the project answers meta.can_manage_settings for its managers and global managers only", async () => {
    const manager = await t.user();
    const worker = await t.user();
    const boss = await t.user({ manager: true });
    const pid = await t.project({ manager, coWorkers: [worker] });
    const can = async (as: TestUser) =>
      (await t.get(`/api/pm/v2/projects/${pid}`, { as })).body.data.meta.can_manage_settings;
    expect(await can(manager)).toBe(true);
    expect(await can(boss)).toBe(true);
    expect(await can(worker)).toBe(false);
  });
});

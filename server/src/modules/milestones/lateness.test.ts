import { beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../core/clock";
import { type TestUser, useTestApp } from "../../test/harness";

/**
 * Lateness on the viewer's calendar day (docs/api.md, "Time zones"). The app's clock is fixed at
 * 11:30 UTC on 10 March 2026: still the 10th in UTC, already the 11th in Pacific/Kiritimati (UTC+14).
 */
const t = useTestApp();
const NOW = "2026-03-10T11:30:00Z";
const TODAY_IN_UTC = "2026-03-10";

beforeAll(() => {
  // The clock is a dependency of the app (buildApp's `clock`); this file's app gets a stopped one.
  t.app.deps.clock = fixedClock(NOW);
});

const url = (pid: number, rest = "") => `/api/pm/v2/projects/${pid}/milestones${rest}`;
const zone = (name: string) => ({ headers: { "x-time-zone": name } });

async function viewerIn(timezone: string | null): Promise<TestUser> {
  const u = await t.user();
  if (timezone !== null) {
    const res = await t.post("/api/auth/me", { timezone }, { as: u });
    expect(res.status).toBe(200);
  }
  return u;
}

/** A project whose one milestone is due today in UTC, with a member per viewer. */
async function setup(viewers: TestUser[]) {
  const manager = await t.user();
  const pid = await t.project({ manager, coWorkers: viewers });
  const created = await t.post(url(pid), { title: "Due", achieve_date: TODAY_IN_UTC }, { as: manager });
  expect(created.status).toBe(201);
  return { manager, pid, id: created.body.data.id as number };
}

async function lateness(pid: number, id: number, as: TestUser, extra: { headers?: Record<string, string> } = {}) {
  const list = await t.get(url(pid), { as, ...extra });
  const lateGroup = await t.get(url(pid, "?status=late"), { as, ...extra });
  const upcoming = await t.get(url(pid, "?status=upcoming"), { as, ...extra });
  const one = await t.get(url(pid, `/${id}`), { as, ...extra });
  for (const res of [list, lateGroup, upcoming, one]) expect(res.status).toBe(200);
  const late = one.body.data.meta.late as boolean;
  // Every place that says it agrees: the flag, the groups, their counts.
  expect(list.body.data[0].meta.late).toBe(late);
  expect(list.body.meta).toMatchObject({ total_late: late ? 1 : 0, total_upcoming: late ? 0 : 1 });
  expect(lateGroup.body.data.map((m: { id: number }) => m.id)).toEqual(late ? [id] : []);
  expect(upcoming.body.data.map((m: { id: number }) => m.id)).toEqual(late ? [] : [id]);
  return late;
}

describe("milestone lateness in the viewer's time zone", () => {
  it("is late for a viewer whose profile is in Kiritimati, not for one in UTC", async () => {
    const kiritimati = await viewerIn("Pacific/Kiritimati");
    const utc = await viewerIn("UTC");
    const { pid, id } = await setup([kiritimati, utc]);
    expect(await lateness(pid, id, kiritimati)).toBe(true);
    expect(await lateness(pid, id, utc)).toBe(false);
  });

  it("uses the zone the web app sends when the profile names none; UTC when nothing is sent", async () => {
    const browser = await viewerIn(null);
    const { pid, id } = await setup([browser]);
    expect(await lateness(pid, id, browser, zone("Pacific/Kiritimati"))).toBe(true);
    expect(await lateness(pid, id, browser, zone("pacific/kiritimati"))).toBe(true);
    expect(await lateness(pid, id, browser, zone("UTC"))).toBe(false);
    // UTC-11: still the 9th there, so the milestone is not even due yet.
    expect(await lateness(pid, id, browser, zone("Pacific/Pago_Pago"))).toBe(false);
    expect(await lateness(pid, id, browser)).toBe(false);
  });

  it("lets the profile's zone win over the one the browser sends", async () => {
    const utc = await viewerIn("UTC");
    const { pid, id } = await setup([utc]);
    expect(await lateness(pid, id, utc, zone("Pacific/Kiritimati"))).toBe(false);
  });

  it("judges the answers of writes on the writer's day too", async () => {
    const kiritimati = await viewerIn("Pacific/Kiritimati");
    const pid = await t.project({ manager: kiritimati });
    const created = await t.post(url(pid), { title: "Mine", achieve_date: TODAY_IN_UTC }, { as: kiritimati });
    expect(created.body.data.meta.late).toBe(true);
    const id = created.body.data.id;
    const moved = await t.post(url(pid, `/${id}/update`), { achieve_date: "2026-03-11" }, { as: kiritimati });
    expect(moved.body.data.meta.late).toBe(false);
    const back = await t.post(url(pid, `/${id}/update`), { achieve_date: TODAY_IN_UTC }, { as: kiritimati });
    expect(back.body.data.meta.late).toBe(true);
  });

  it("follows the clock: 25 hours earlier it is the 10th in Kiritimati, due but not late", async () => {
    const kiritimati = await viewerIn("Pacific/Kiritimati");
    const { pid, id } = await setup([kiritimati]);
    t.app.deps.clock = fixedClock("2026-03-09T10:30:00Z");
    try {
      expect(await lateness(pid, id, kiritimati)).toBe(false);
    } finally {
      t.app.deps.clock = fixedClock(NOW);
    }
    expect(await lateness(pid, id, kiritimati)).toBe(true);
  });

  it("refuses a zone the server does not know in the header, and in the profile without saving it", async () => {
    const browser = await viewerIn(null);
    const { pid, id } = await setup([browser]);
    for (const bad of ["Mars/Olympus", "", "+05:00"]) {
      const res = await t.get(url(pid), { as: browser, ...zone(bad) });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("rest_invalid_param");
      expect(res.body.data.params).toEqual({ "X-Time-Zone": ["Unknown time zone."] });
    }
    expect((await t.get(url(pid, `/${id}`), { as: browser, ...zone("Nowhere/Else") })).status).toBe(400);

    const saved = await viewerIn("Europe/Paris");
    for (const bad of ["Mars/Olympus", "", 42, "x".repeat(65)]) {
      const res = await t.post("/api/auth/me", { display_name: "Changed", timezone: bad }, { as: saved });
      expect(res.status).toBe(400);
      expect(res.body.data.params.timezone).toEqual(["Unknown time zone."]);
    }
    const me = await t.get("/api/auth/me", { as: saved });
    expect(me.body.data).toMatchObject({ timezone: "Europe/Paris" });
    expect(me.body.data.display_name).not.toBe("Changed");
  });

  it("stores a zone in its canonical spelling and clears it with null", async () => {
    const u = await viewerIn(null);
    const set = await t.post("/api/auth/me", { timezone: "pacific/kiritimati" }, { as: u });
    expect(set.body.data.timezone).toBe("Pacific/Kiritimati");
    const cleared = await t.post("/api/auth/me", { timezone: null }, { as: u });
    expect(cleared.body.data.timezone).toBeNull();
  });
});

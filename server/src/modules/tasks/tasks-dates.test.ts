import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";

// Far from UTC on both sides: a date-only value that went through a JS Date would shift a day here.
const zone = process.env.TZ;
process.env.TZ = "Pacific/Kiritimati";
// Test files share their worker process: the zone goes back to what it was.
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const t = useTestApp();

describe("task dates never shift across time zones", () => {
  it("sends and reads back the same calendar days, whatever the process time zone", async () => {
    const manager = await t.user();
    const pid = await t.project({ manager });
    const base = `/api/pm/v2/projects/${pid}`;
    for (const tz of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"]) {
      process.env.TZ = tz;
      const created = await t.post(
        `${base}/tasks`,
        { title: `Dated in ${tz}`, start_at: "2026-03-01", due_date: "2026-12-31" },
        { as: manager },
      );
      expect(created.status).toBe(201);
      expect(created.body.data.start_at).toEqual({
        date: "2026-03-01",
        time: null,
        datetime: null,
        timestamp: null,
        timezone: null,
      });
      const read = await t.get(`${base}/tasks/${created.body.data.id}`, { as: manager });
      expect(read.body.data.start_at.date).toBe("2026-03-01");
      expect(read.body.data.due_date.date).toBe("2026-12-31");
      const updated = await t.post(
        `${base}/tasks/${created.body.data.id}/update`,
        { due_date: "2027-01-01T23:30:00-11:00" },
        { as: manager },
      );
      expect(updated.body.data.due_date.date).toBe("2027-01-01");
      const found = await t.get(`/api/pm/v2/tasks?due_date=2027-01-01&project_id=${pid}`, { as: manager });
      expect(found.body.data.map((x: { title: string }) => x.title)).toContain(`Dated in ${tz}`);
    }
  });
});

import { describe, expect, it } from "vitest";
import { databaseDigest } from "../../test/digest";
import { useTestApp } from "../../test/harness";
import { duplicationSupport } from "./test-support";

const t = useTestApp();
const { fullProject } = duplicationSupport(t);

describe("duplicating answers a hidden or foreign item exactly as a missing one (issue 42 point 9)", () => {
  it("a list of another project, or a private list, answers like an id of nothing and copies nothing", async () => {
    const boss = await t.user({ manager: true });
    const worker = await t.user();
    const client = await t.user();
    const { pid, list, hidden } = await fullProject(boss, worker, client);
    await t.post(
      `/api/pm/v2/projects/${pid}/settings`,
      { settings: [{ key: "capabilities", value: { co_worker: { view_private_list: false } } }] },
      { as: boss },
    );
    const otherManager = await t.user();
    await t.project({ manager: otherManager });
    const outsider = await t.user();
    const digest = await databaseDigest(t);
    const before = await digest();
    const duplicate = (id: number, as: typeof boss) => t.post(`/api/pm-pro/v2/duplicate/list/${id}`, {}, { as });
    for (const [as, id] of [
      [outsider, list],
      [otherManager, list],
      [worker, hidden],
    ] as const) {
      const seen = await duplicate(id, as);
      const missing = await duplicate(2_000_000_000, as);
      expect(seen.status).toBe(404);
      expect(seen.body).toEqual(missing.body);
    }
    expect(await digest()).toBe(before);
  });

  it("a project duplicated by an outsider or another project's manager answers like a missing project (404, not 403)", async () => {
    const pm = await t.user();
    const worker = await t.user();
    const pid = await t.project({ manager: pm, coWorkers: [worker], title: "Hera" });
    const otherManager = await t.user();
    await t.project({ manager: otherManager });
    const outsider = await t.user();
    const duplicate = (id: number, as: typeof pm) => t.post(`/api/pm-pro/v2/duplicate/project/${id}`, {}, { as });
    const digest = await databaseDigest(t);
    const before = await digest();
    for (const as of [outsider, otherManager]) {
      const seen = await duplicate(pid, as);
      const missing = await duplicate(2_000_000_000, as);
      expect(seen.status).toBe(404);
      expect(seen.body).toEqual(missing.body);
    }
    // Its own members see the project: they learn only that they may not create projects.
    expect((await duplicate(pid, worker)).status).toBe(403);
    expect(await digest()).toBe(before);
  });
});

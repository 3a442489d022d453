import { describe, expect, it } from "vitest";
import { databaseDigest } from "../../test/digest";
import { useTestApp } from "../../test/harness";

const t = useTestApp();

describe("adding members reveals no one outside the manager's directory (issue 42 point 9)", () => {
  it("a stranger's id answers like an unknown id and changes nothing; a co-member or a global manager's pick is added", async () => {
    const lead = await t.user();
    const colleague = await t.user();
    const stranger = await t.user();
    const pid = await t.project({ manager: lead });
    await t.project({ manager: lead, coWorkers: [colleague] });
    await t.project({ manager: stranger });
    const update = (as: typeof lead, extra: { user_id: number; role_id: number }[]) =>
      t.post(`/api/pm/v2/projects/${pid}/update`, { assignees: [{ user_id: lead.id, role_id: 1 }, ...extra] }, { as });

    const digest = await databaseDigest(t);
    const before = await digest();
    const hidden = await update(lead, [{ user_id: stranger.id, role_id: 2 }]);
    const missing = await update(lead, [{ user_id: 2_000_000_000, role_id: 2 }]);
    expect(hidden.status).toBe(400);
    expect(hidden.body).toEqual(missing.body);
    expect(JSON.stringify(hidden.body)).not.toContain(stranger.email);
    expect(await digest()).toBe(before);

    // Someone he already works with, in another of his projects, is his to add.
    const added = await update(lead, [{ user_id: colleague.id, role_id: 2 }]);
    expect(added.status).toBe(200);
    expect(added.body.data.assignees.data.map((m: { id: number }) => m.id)).toContain(colleague.id);
    // A global manager sees everyone, so he may add the stranger.
    const boss = await t.user({ manager: true });
    const byBoss = await update(boss, [{ user_id: stranger.id, role_id: 2 }]);
    expect(byBoss.status).toBe(200);
  });
});

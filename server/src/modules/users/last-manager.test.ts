import { PEOPLE_MESSAGES as M } from "@cairn/shared";
import { describe, expect, it } from "vitest";
import { databaseDigest } from "../../test/digest";
import { useTestApp } from "../../test/harness";

// A database of its own: the rule is about the whole workspace's managers.
const t = useTestApp();

describe("the last active global manager", () => {
  it("cannot be deactivated, deleted or demoted; with another one he can be", async () => {
    const admin = await t.user({ admin: true, manager: true });
    const boss = await t.user({ manager: true });
    await t.post(`/api/pm/v2/users/${boss.id}/deactivate`, {}, { as: admin });
    const digest = await databaseDigest(t);
    const before = await digest();
    for (const action of ["deactivate", "delete"]) {
      const res = await t.post(`/api/pm/v2/users/${admin.id}/${action}`, {}, { as: admin });
      expect(res.status, action).toBe(422);
      expect(res.body.code).toBe("rest_last_manager");
      expect(res.body.message).toEqual([M.lastManager]);
    }
    expect(await digest()).toBe(before);

    // The administrator reactivates the other manager: now the same call is refused only as his own account.
    await t.post(`/api/pm/v2/users/${boss.id}/reactivate`, {}, { as: admin });
    const self = await t.post(`/api/pm/v2/users/${admin.id}/deactivate`, {}, { as: admin });
    expect(self.body.message).toEqual([M.notYourself]);
    // Demoting the one other manager leaves the administrator: allowed.
    const demoted = await t.post(`/api/pm/v2/users/${boss.id}`, { manager: false }, { as: admin });
    expect(demoted.status).toBe(200);
  });
});

import { MESSAGES } from "@cairn/shared";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";

const t = useTestApp();

describe("two people creating a project with the same title at once", () => {
  it("one gets the project, every other gets the title's 400, never a 500", async () => {
    const boss = await t.user({ manager: true });
    const title = `Race ${Math.random().toString(36).slice(2, 8)}`;
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => t.post("/api/pm/v2/projects", { title }, { as: boss })),
    );
    const statuses = answers.map((a) => a.status).sort();
    // Several pass the service's check before any INSERT commits; the unique index stops all but one.
    expect(statuses).toEqual([201, ...Array(15).fill(400)]);
    for (const refused of answers.filter((a) => a.status === 400)) {
      expect(refused.body.data.params).toEqual({ title: [MESSAGES.projectTitleUnique] });
    }
    const found = await t.get("/api/pm/v2/projects", { as: boss, query: { query: title } });
    expect(found.body.data).toHaveLength(1);
  });
});

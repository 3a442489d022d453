import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { anyone, globalManager, member, signedIn } from "./route-access";

/** Routes whose handlers check nothing themselves: only the declared access stands between them and a caller. */
async function careless(app: FastifyInstance) {
  const leak = async () => ({ data: "secret" });
  app.get("/pm-pro/v2/careless/open", { config: anyone() }, leak);
  app.get("/pm-pro/v2/careless/signed-in", { config: signedIn() }, leak);
  app.post("/pm-pro/v2/careless/managers", { config: globalManager() }, leak);
  app.get("/pm-pro/v2/careless/member", { config: member("see") }, leak);
  app.get("/pm-pro/v2/careless/undeclared", leak);
}

const t = useTestApp({ plugins: [careless] });
const url = (name: string) => `/api/pm-pro/v2/careless/${name}`;

describe("the declared route access is enforced before the handler", () => {
  it("refuses anonymous callers on every route but `anyone`, undeclared ones included", async () => {
    expect((await t.get(url("open"))).status).toBe(200);
    for (const name of ["signed-in", "member", "undeclared"]) {
      const res = await t.get(url(name));
      expect(res.status).toBe(401);
      expect(JSON.stringify(res.body)).not.toContain("secret");
    }
    expect((await t.post(url("managers"), {})).status).toBe(401);
  });

  it("refuses a global-manager route to others with 403, and lets the right callers through", async () => {
    const plain = await t.user();
    const boss = await t.user({ manager: true });
    const refused = await t.post(url("managers"), {}, { as: plain });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("rest_forbidden");
    expect((await t.post(url("managers"), {}, { as: boss })).status).toBe(200);
    expect((await t.get(url("signed-in"), { as: plain })).status).toBe(200);
  });
});

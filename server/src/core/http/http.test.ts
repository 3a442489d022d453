import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";

const t = useTestApp();

describe("http core", () => {
  it("health answers without authentication", async () => {
    const res = await t.get("/api/health");
    expect(res).toMatchObject({ status: 200, body: { status: "ok" } });
  });

  it("unknown routes under /api answer 404 rest_no_route", async () => {
    const u = await t.user();
    const res = await t.get("/api/pm/v2/nothing-here", { as: u });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("rest_no_route");
  });

  it("malformed JSON is a 400 in the error shape", async () => {
    const boss = await t.user({ manager: true });
    const res = await t.request("POST", "/api/pm/v2/projects", {
      as: boss,
      body: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "rest_invalid_param", message: ["The request body is not valid JSON."] });
  });

  it("a body over the limit is a 413 and nothing is stored", async () => {
    const boss = await t.user({ manager: true });
    const res = await t.post(
      "/api/pm/v2/projects",
      { title: "Huge", description: "x".repeat(1_100_000) },
      { as: boss },
    );
    expect(res.status).toBe(413);
    const list = await t.get("/api/pm/v2/projects", { as: boss, query: { query: "Huge" } });
    expect(list.body.data).toHaveLength(0);
  });

  it("wrong types and too-long strings are refused field by field", async () => {
    const boss = await t.user({ manager: true });
    const res = await t.post(
      "/api/pm/v2/projects",
      { title: "x".repeat(256), color_code: "red", est_completion_date: "2026-02-30" },
      { as: boss },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.params).sort()).toEqual(["color_code", "est_completion_date", "title"]);
    expect(res.body.data.params.est_completion_date).toEqual(["Enter a date as YYYY-MM-DD."]);
  });

  it("responses carry the SQL query count and security headers", async () => {
    const u = await t.user();
    const res = await t.get("/api/pm/v2/projects", { as: u });
    expect(Number(res.headers["x-query-count"])).toBeGreaterThan(0);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/harness";
import { DOCS_PATH, OPENAPI_PATH, refusalsOf, tagOf } from "./openapi";
import { routesOf } from "./route-table";

const t = useTestApp();

type Operation = {
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, object>;
};

const openApiPath = (url: string) => url.replace(/:(\w+)/g, "{$1}");

async function document(): Promise<Document> {
  const res = await t.get(OPENAPI_PATH);
  if (res.status !== 200) console.log(res.body);
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  return res.body as Document;
}

describe("the API's description (GET /api/openapi.json)", () => {
  it("is a valid OpenAPI 3.1 document, served to anyone", async () => {
    const doc = await document();
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(doc as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("describes every registered route, with its method, and only those", async () => {
    const doc = await document();
    const registered = routesOf(t.app).filter((r) => r.url.startsWith("/api/") && !r.hidden);
    const missing = registered.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const described = Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(described).toBe(new Set(registered.map((r) => `${r.method} ${openApiPath(r.url)}`)).size);
    expect(doc.paths[OPENAPI_PATH]).toBeUndefined();
  });

  it("names the parameters, the body, the answer, the refusals and the tag of an operation", async () => {
    const doc = await document();
    const update = doc.paths["/api/pm/v2/projects/{id}/tasks/{task_id}/update"].post;
    expect(update.tags).toEqual(["tasks"]);
    expect(update.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual(["path id", "path task_id"]);
    expect(JSON.stringify(update.requestBody)).toContain('"title"');
    const answer = JSON.stringify(update.responses["200"]);
    expect(answer).toContain('"assignees"');
    expect(answer).toContain('"message"');
    for (const code of ["400", "401", "403", "404", "422"]) {
      expect(JSON.stringify(update.responses[code])).toContain('"$ref":"#/components/schemas/Error"');
    }
    expect(doc.components.schemas).toHaveProperty("Error");
  });

  it("says how to authenticate: the session cookie and bearer API tokens; open routes need neither", async () => {
    const doc = await document();
    expect(doc.components.securitySchemes).toMatchObject({
      session: { type: "apiKey", in: "cookie", name: "cairn_session" },
      token: { type: "http", scheme: "bearer" },
    });
    expect(doc.paths["/api/health"].get.security).toEqual([]);
    expect(doc.paths["/api/health"].get.responses["401"]).toBeUndefined();
    expect(doc.paths["/api/pm/v2/projects"].get.security).toBeUndefined();
  });
});

describe("refusalsOf and tagOf", () => {
  it("reads the refusals off the route's declarations", () => {
    expect(refusalsOf({ method: "GET", url: "/api/health", config: { access: { who: "anyone" } } })).toEqual([]);
    expect(
      refusalsOf({
        method: "POST",
        url: "/api/pm/v2/x/:id",
        schema: { body: {} },
        config: { access: { who: "member", does: "edit" } },
      }),
    ).toEqual(["400", "401", "403", "404", "415", "422"]);
  });

  it("tags an operation with its feature", () => {
    expect(tagOf("/api/pm/v2/projects/:id/task-lists/:list_id")).toBe("task lists");
    expect(tagOf("/api/pm/v2/projects")).toBe("projects");
    expect(tagOf("/api/pm/v2/projects/:id/update")).toBe("projects");
    expect(tagOf("/api/pm-pro/v2/projects/:id/invoice/:invoice_id/pdf")).toBe("invoices");
    expect(tagOf("/api/erp/v1/hrm/departments")).toBe("departments");
    expect(tagOf("/api/pm-pro/v2/users/:id/advance-report/milestone/csv")).toBe("reports");
  });
});

describe("the docs page (GET /api/docs)", () => {
  it("is served from the app's own assets, to anyone", async () => {
    const page = await t.get(DOCS_PATH);
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const sources = [...String(page.body).matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(sources.length).toBe(3);
    for (const source of sources) {
      expect(source.startsWith(`${DOCS_PATH}/assets/`)).toBe(true);
      const asset = await t.get(source);
      expect(asset.status).toBe(200);
      expect(Number(asset.headers["content-length"] ?? String(asset.body).length)).toBeGreaterThan(50);
    }
    expect((await t.get(`${DOCS_PATH}/assets/package.json`)).status).toBe(400);
    expect((await t.get(`${DOCS_PATH}/assets/..%2F..%2Fpackage.json`)).status).toBe(400);
  });
});

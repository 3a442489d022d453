import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type RouteEntry, routesOf } from "../core/http/route-table";
import { databaseDigest } from "../test/digest";
import { isErrorShape } from "../test/error-shape";
import { type TestUser, useTestApp } from "../test/harness";
import { BAD_IDS, BAD_JSON_BODIES, BAD_PAGING, BAD_QUERIES, BAD_RAW_BODIES, FUZZ_SEED, sampledBodies } from "./inputs";

/**
 * Issue 18: every API route, taken from Fastify's own table (a new route is covered the day it lands), is
 * sent malformed addresses, query strings and bodies by a signed-in global manager on a small seeded
 * workspace. No answer may be a 5xx; every 4xx has the API's error shape; a refused write changes nothing;
 * and the server still answers afterwards.
 */
const t = useTestApp();

/** Routes that would end the caller's own session mid-walk. */
const SKIPPED = new Set(["POST /api/auth/logout"]);
/** Routes that answer 200 to anything: PayPal's notify URL (PayPal resends whatever got another answer). */
const ALWAYS_OK = new Set(["POST /api/pm-pro/v2/invoice/paypal/ipn"]);
const SAMPLED_BODIES = Number(process.env.FUZZ_BODIES ?? 6);

type Failure = { route: string; input: string; status: number; body: string };

async function seedWorkspace(boss: TestUser) {
  const pid = await t.project({ manager: boss });
  const p = `/api/pm/v2/projects/${pid}`;
  const made = async (url: string, body: Record<string, unknown>) => {
    const res = await t.post(url, body, { as: boss });
    expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(201);
    return res.body.data.id as number;
  };
  const list = await made(`${p}/task-lists`, { title: "Fuzz list" });
  const task = await made(`${p}/tasks`, { title: "Fuzz task", task_list_id: list });
  const milestone = await made(`${p}/milestones`, { title: "Fuzz milestone" });
  const board = await made(`${p}/discussion-boards`, { title: "Fuzz board" });
  const comment = await made(`${p}/comments`, {
    content: "<p>fuzz</p>",
    commentable_type: "task",
    commentable_id: task,
  });
  const label = await made(`/api/pm-pro/v2/projects/${pid}/settings/labels`, { title: "Fuzz", color: "#336699" });
  const folder = await made(`/api/pm-pro/v2/projects/${pid}/files`, { type: "folder", title: "Fuzz folder" });
  const byName: Record<string, number> = {
    task_id: task,
    list_id: list,
    milestone_id: milestone,
    discussion_id: board,
    comment_id: comment,
    label_id: label,
    file_id: folder,
  };
  const bySegment: Record<string, number> = {
    projects: pid,
    "task-lists": list,
    tasks: task,
    milestones: milestone,
    "discussion-boards": board,
    comments: comment,
    labels: label,
    files: folder,
  };
  /** A real id for each parameter, read from its name or the segment before it. */
  return (url: string, badParam?: string, badValue?: string) => {
    const parts = url.split("/");
    return parts
      .map((part, i) => {
        if (!part.startsWith(":")) return part;
        const name = part.slice(1);
        if (name === badParam) return badValue;
        return String(byName[name] ?? bySegment[parts[i - 1]] ?? 1);
      })
      .join("/");
  };
}

describe("every route, sent what a hostile client sends", () => {
  it("never answers 5xx, always in the error shape, and a refused write changes nothing", {
    timeout: 240_000,
  }, async () => {
    const boss = await t.user({ manager: true, admin: true });
    const address = await seedWorkspace(boss);
    const digest = await databaseDigest(t);

    // Deleting routes go last: a garbage body that still deletes must not starve the others of their items.
    const routes = routesOf(t.app)
      .filter((r) => r.url.startsWith("/api/") && !SKIPPED.has(`${r.method} ${r.url}`))
      .sort((a, b) => Number(a.url.endsWith("/delete")) - Number(b.url.endsWith("/delete")));
    // The table must see the schemas, or the paging and JSON-only expectations would silently not apply.
    expect(routes.filter((r) => r.paged).length).toBeGreaterThanOrEqual(10);
    expect(routes.filter((r) => r.jsonBody).length).toBeGreaterThanOrEqual(20);
    const failures: Failure[] = [];
    let sent = 0;
    let before = await digest();

    const send = async (
      route: RouteEntry,
      input: string,
      url: string,
      body?: { type: string; payload: string },
      expected?: number[],
    ) => {
      const res = await t.app.inject({
        method: route.method as "GET",
        url,
        headers: { cookie: `cairn_session=${boss.cookie}`, ...(body ? { "content-type": body.type } : {}) },
        ...(body ? { payload: body.payload } : {}),
      });
      sent++;
      let parsed: unknown = res.body;
      try {
        parsed = res.json();
      } catch {
        /* not JSON */
      }
      const where = `${route.method} ${route.url}`;
      const fail = (why: string) =>
        failures.push({
          route: where,
          input: `${input}: ${why}`,
          status: res.statusCode,
          body: res.body.slice(0, 300),
        });
      if (res.statusCode >= 500) fail("server error");
      else if (ALWAYS_OK.has(where) && res.statusCode !== 200) fail("expected 200");
      else if (!ALWAYS_OK.has(where) && expected && !expected.includes(res.statusCode)) {
        fail(`expected ${expected.join(" or ")}`);
      } else if (res.statusCode >= 400 && !isErrorShape(res.statusCode, parsed)) fail("not the error shape");
      if (route.method === "GET") return;
      const after = await digest();
      if (res.statusCode >= 400 && after !== before) fail("refused, yet the database changed");
      before = after;
    };

    for (const route of routes) {
      const params = [...route.url.matchAll(/:([a-z_]+)/g)].map((m) => m[1]);
      const url = address(route.url);
      for (const param of params) {
        for (const bad of BAD_IDS) {
          // "1e3" is a well-formed id (1000) that names nothing: 404. The others are not ids at all: 400.
          const expected = bad === "1e3" ? undefined : [400];
          await send(route, `${param}=${bad}`, address(route.url, param, bad), undefined, expected);
        }
      }
      for (const query of BAD_QUERIES) await send(route, `?${query.slice(0, 40)}`, `${url}?${query}`);
      for (const query of BAD_PAGING) {
        await send(route, `?${query}`, `${url}?${query}`, undefined, route.paged ? [400] : undefined);
      }
      if (route.method === "GET") continue;
      const json = [...BAD_JSON_BODIES, ...sampledBodies(SAMPLED_BODIES, FUZZ_SEED + sent)];
      for (const value of json) {
        const payload = JSON.stringify(value) ?? "null";
        await send(route, `body ${payload.slice(0, 60)}`, url, { type: "application/json", payload });
      }
      for (const raw of BAD_RAW_BODIES) {
        await send(
          route,
          `${raw.contentType} ${raw.payload.slice(0, 30)}`,
          url,
          { type: raw.contentType, payload: raw.payload },
          route.formBody && raw.contentType === "application/x-www-form-urlencoded"
            ? undefined
            : (route.jsonBody && raw.jsonOnly) || raw.expected,
        );
      }
    }

    console.info(`fuzz: ${routes.length} routes, ${sent} requests, seed ${FUZZ_SEED}`);
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(failures, null, 1));
    expect((await t.get("/api/health")).status).toBe(200);
    expect((await t.get("/api/pm/v2/projects", { as: boss })).status).toBe(200);
    expect(failures.slice(0, 40), `${failures.length} failures`).toEqual([]);
  });
});
